import { describe, expect, it } from 'vitest';
import { formatDuration, isEntityType } from './report';

describe('proof of play report helpers', () => {
  it('formats durations the way a person reads them', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(3725)).toBe('1 h 2 min 5 s');
    expect(formatDuration(7200)).toBe('2 h');
  });

  it('knows the kinds of content a report can be about', () => {
    expect(isEntityType('playlist')).toBe(true);
    expect(isEntityType('folder')).toBe(false);
  });
});
