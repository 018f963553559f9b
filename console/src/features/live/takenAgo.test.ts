import { describe, expect, it } from 'vitest';
import { takenAgo } from './takenAgo';

describe('takenAgo', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const ago = (ms: number) => takenAgo(new Date(now.getTime() - ms).toISOString(), now, 'en-GB');

  it('says how long ago in the unit a person would use', () => {
    expect(ago(0)).toBe('Taken just now');
    expect(ago(-3_000)).toBe('Taken just now');
    expect(ago(12_000)).toBe('Taken 12 s ago');
    expect(ago(4 * 60_000 + 59_000)).toBe('Taken 4 min ago');
    expect(ago(3 * 3_600_000)).toBe('Taken 3 h ago');
  });

  it('gives the date once a picture is a day old, and nothing for a broken time', () => {
    expect(ago(2 * 86_400_000)).toMatch(/^Taken 26 Nov 2026/);
    expect(takenAgo('not a time', now)).toBe('');
  });
});
