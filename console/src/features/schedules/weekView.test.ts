import { describe, expect, it } from 'vitest';
import { weekBlocks, weekStart } from './weekView';

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
