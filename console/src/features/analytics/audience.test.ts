import { describe, expect, it } from 'vitest';
import { pointLabel, rangeOf } from './audience';

describe('the analytics page ranges', () => {
  it('asks a year from the month eleven before the current one: twelve monthly bars', () => {
    const now = Date.parse('2026-11-29T08:10:00.000Z');
    expect(rangeOf('year', now)).toEqual({
      from: '2025-12-01T00:00:00.000Z',
      to: '2026-11-30T09:00:00.000Z',
    });
    // Across a year's end, and still within the server's 366 days.
    const range = rangeOf('year', Date.parse('2027-01-31T23:30:00.000Z'));
    expect(range.from).toBe('2026-03-01T00:00:00.000Z');
    expect(Date.parse(range.to) - Date.parse(range.from)).toBeLessThanOrEqual(366 * 86_400_000);
    expect(rangeOf('week', now).from).toBe('2026-11-22T09:00:00.000Z');
  });

  it('names a month by the UTC month it is, whatever the zone', () => {
    expect(pointLabel('2029-12-01T00:00:00.000Z', 'month')).toBe(
      new Date(Date.UTC(2029, 11, 15)).toLocaleDateString(undefined, {
        month: 'short',
        year: 'numeric',
      }),
    );
  });
});
