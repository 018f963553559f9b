import { describe, expect, it } from 'vitest';
import { zonedMidnight } from './zoned-midnight.js';

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

describe('zonedMidnight: where a forecast day starts', () => {
  it.each([
    // Prague: winter +01:00, summer +02:00; clocks go forward on 29 March and back on 25 October 2026.
    ['Europe/Prague', 2026, 3, 28, '2026-03-27T23:00:00.000Z'],
    ['Europe/Prague', 2026, 3, 29, '2026-03-28T23:00:00.000Z'],
    ['Europe/Prague', 2026, 3, 30, '2026-03-29T22:00:00.000Z'],
    ['Europe/Prague', 2026, 10, 25, '2026-10-24T22:00:00.000Z'],
    ['Europe/Prague', 2026, 10, 26, '2026-10-25T23:00:00.000Z'],
    ['America/New_York', 2026, 3, 9, '2026-03-09T04:00:00.000Z'],
    ['America/New_York', 2026, 3, 8, '2026-03-08T05:00:00.000Z'],
    ['Asia/Kolkata', 2026, 11, 25, '2026-11-24T18:30:00.000Z'],
    ['UTC', 2026, 11, 25, '2026-11-25T00:00:00.000Z'],
  ])('%s %i-%i-%i starts at %s', (zone, y, m, d, expected) => {
    expect(iso(zonedMidnight(y, m, d, zone))).toBe(expected);
  });

  it('starts a day without a midnight (clocks jump from 24:00 to 01:00) at its first hour', () => {
    // Santiago de Chile moves to summer time on the first Sunday of September at 24:00.
    const t = zonedMidnight(2026, 9, 6, 'America/Santiago');
    expect(iso(t)).toBe('2026-09-06T04:00:00.000Z'); // 01:00 local, -03:00
  });

  it('gives null for a zone it does not know', () => {
    expect(zonedMidnight(2026, 1, 1, 'Mars/Olympus_Mons')).toBeNull();
  });
});
