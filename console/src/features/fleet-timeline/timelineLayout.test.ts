import { describe, expect, it } from 'vitest';
import { localTicks, offsetChangeText, placeOf, segmentText, zoneLabel } from './timelineLayout';

// Berlin springs forward on 31 March 2030 at 01:00 UTC (02:00 CET becomes 03:00 CEST).
const HOUR_MS = 3_600_000;
const from = Date.parse('2030-03-30T00:00:00.000Z');

describe('timeline layout', () => {
  it("names a screen's zone with its short name, and once where the two are the same", () => {
    expect(zoneLabel('Europe/Berlin', from)).toBe('Europe/Berlin · CET');
    expect(zoneLabel('Europe/Berlin', from + 48 * HOUR_MS)).toBe('Europe/Berlin · CEST');
    expect(zoneLabel('UTC', from)).toBe('UTC');
  });

  it("puts a zone's local midnights where its clocks show them, across a change", () => {
    const ticks = localTicks('Europe/Berlin', { from, to: from + 72 * HOUR_MS }, 0);
    expect(ticks.map((t) => [new Date(t.t).toISOString(), t.label])).toEqual([
      ['2030-03-30T00:00:00.000Z', '01:00'],
      ['2030-03-30T23:00:00.000Z', 'Sun 31'],
      // A 23-hour day: the next midnight comes an hour sooner in UTC.
      ['2030-03-31T22:00:00.000Z', 'Mon 1'],
      ['2030-04-01T22:00:00.000Z', 'Tue 2'],
    ]);
  });

  it('starts at the start of the window and skips the hour the clocks jump over', () => {
    const ticks = localTicks(
      'Europe/Berlin',
      { from: from + 24 * HOUR_MS, to: from + 30 * HOUR_MS },
      1,
    );
    expect(ticks.map((t) => t.label)).toEqual([
      '01:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
      '07:00',
    ]);
  });

  it('says when and which way the clocks change, in local time', () => {
    expect(
      offsetChangeText('Europe/Berlin', {
        at: Date.parse('2030-03-31T01:00:00.000Z'),
        offsetBefore: 60,
        offsetAfter: 120,
      }),
    ).toMatch(/^Clocks go forward an hour on Sun 31 Mar at 02:00 \(.+ → .+\)$/);
    expect(
      offsetChangeText('Europe/Berlin', {
        at: Date.parse('2030-10-27T01:00:00.000Z'),
        offsetBefore: 120,
        offsetAfter: 60,
      }),
    ).toMatch(/^Clocks go back an hour on Sun 27 Oct at 03:00 \(.+ → .+\)$/);
  });

  it('reads a segment in the screen zone and places it on the track', () => {
    const segment = {
      start: Date.parse('2030-03-31T06:00:00.000Z'),
      end: Date.parse('2030-03-31T10:00:00.000Z'),
      label: 'Breakfast',
    };
    expect(segmentText('Europe/Berlin', segment)).toMatch(
      /^Breakfast, Sun 31 Mar, 08:00 – 12:00 \(.+\)$/,
    );
    const place = placeOf({ from, to: from + 48 * HOUR_MS }, segment.start, segment.end);
    expect(place.left).toBeCloseTo((30 / 48) * 100);
    expect(place.width).toBeCloseTo((4 / 48) * 100);
  });
});
