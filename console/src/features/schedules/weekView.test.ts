import { describe, expect, it } from 'vitest';
import { ZONE_COLOURS } from '@marquee/sdk/model';
import { textColourOn, weekBlocks, weekStart } from './weekView';

describe('schedule week view', () => {
  const monday = weekStart(new Date(2030, 0, 9, 15, 0)); // a Wednesday

  it('starts the week on Monday', () => {
    expect(monday).toEqual(new Date(2030, 0, 7));
  });

  it('repeats a time-of-day timing every day at its place in the day', () => {
    const blocks = weekBlocks(
      [{ _id: 't', timeFrom: '06:00', timeTo: '12:00', playlistId: 'p' }],
      monday,
    );
    expect(blocks).toHaveLength(7);
    expect(blocks[0]).toMatchObject({ day: 0, topPercent: 25, heightPercent: 25 });
  });

  it('shows a date-time timing on the days it overlaps', () => {
    const from = new Date(2030, 0, 8, 18, 0).toISOString();
    const to = new Date(2030, 0, 9, 6, 0).toISOString();
    const blocks = weekBlocks([{ _id: 't', timeFrom: from, timeTo: to, playlistId: 'p' }], monday);
    expect(blocks.map((b) => [b.day, b.topPercent, b.heightPercent])).toEqual([
      [1, 75, 25],
      [2, 0, 25],
    ]);
  });
});

describe('text on a week block', () => {
  const contrast = (a: string, b: string) => {
    const lum = (hex: string) =>
      [0, 1, 2]
        .map((i) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('reads at 4.5:1 or better on every zone colour', () => {
    for (const colour of ZONE_COLOURS) {
      expect(contrast(textColourOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    }
    expect(textColourOn('#8E24AA')).toBe('#ffffff');
    expect(textColourOn('#FB8C00')).toBe('#000000');
  });
});
