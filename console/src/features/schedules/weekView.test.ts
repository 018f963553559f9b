import { describe, expect, it } from 'vitest';
import { dayBlocks, playsBetween, spanText, textColourOn, weekStart } from './weekView';

// The views ask the player's engine what plays; these tests hold it to what the spec says a
// screen does: both ends included, the first timing that contains a moment wins.

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) =>
  new Date(y, m - 1, d, h, min, s).getTime();
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

describe('what a schedule plays when', () => {
  const monday = weekStart(new Date(2030, 0, 9, 15, 0)); // a Wednesday

  it('starts the week on Monday', () => {
    expect(monday).toEqual(new Date(2030, 0, 7));
  });

  it('plays a day part every day, its end minute included', () => {
    const spans = playsBetween(
      [{ timeFrom: '06:00', timeTo: '10:59', playlistId: 'breakfast' }],
      local(2030, 1, 7),
      local(2030, 1, 9),
      zone,
    );
    expect(spans).toEqual([
      { start: local(2030, 1, 7, 6), end: local(2030, 1, 7, 11), playlistId: 'breakfast' },
      { start: local(2030, 1, 8, 6), end: local(2030, 1, 8, 11), playlistId: 'breakfast' },
    ]);
    expect(spanText(spans[0]!)).toBe('06:00–10:59');
  });

  it('gives an overlap to the higher row, and the default plays where nothing above does', () => {
    const spans = playsBetween(
      [
        { timeFrom: '2030-01-07T09:00', timeTo: '2030-01-07T12:00', playlistId: 'promo' },
        { timeFrom: '06:00', timeTo: '10:59', playlistId: 'breakfast' },
        { timeFrom: '00:00', timeTo: '23:59:59', playlistId: 'default' },
      ],
      local(2030, 1, 7),
      local(2030, 1, 8),
      zone,
    );
    expect(spans.map((s) => [spanText(s), s.playlistId])).toEqual([
      ['00:00–05:59', 'default'],
      ['06:00–08:59', 'breakfast'],
      ['09:00–12:00', 'promo'],
      ['12:00–23:59', 'default'],
    ]);
    expect(spans[2]!.end).toBe(local(2030, 1, 7, 12, 0, 1));
  });

  it('leaves out a row that is not valid yet, and shows the rest', () => {
    const spans = playsBetween(
      [
        { timeFrom: '2030-01-07T', timeTo: '', playlistId: 'half-typed' },
        { timeFrom: '06:00', timeTo: '07:00', playlistId: 'p' },
      ],
      local(2030, 1, 7),
      local(2030, 1, 8),
      zone,
    );
    expect(spans.map((s) => s.playlistId)).toEqual(['p']);
  });

  it('cuts a date range into the days it covers', () => {
    const spans = playsBetween(
      [{ timeFrom: '2030-01-08T18:00', timeTo: '2030-01-09T05:59:59', playlistId: 'p' }],
      monday.getTime(),
      local(2030, 1, 14),
      zone,
    );
    const blocks = dayBlocks(spans, monday, 7);
    expect(blocks.map((b) => [b.day, b.topPercent, b.heightPercent])).toEqual([
      [1, 75, 25],
      [2, 0, 25],
    ]);
  });

  it('writes black on bright colours and white on dark ones', () => {
    expect(textColourOn('#ffcc00')).toBe('#000000');
    expect(textColourOn('#201060')).toBe('#ffffff');
  });
});
