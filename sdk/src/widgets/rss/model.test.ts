import { describe, expect, it } from 'vitest';
import { sceneItemSchema } from '../../model/index.js';
import { rssEntryIndexAt, nextRssEntryAtMs, rssBodySchema, rssFeedSeconds } from './model.js';

const itemWith = (body: Record<string, unknown>) =>
  sceneItemSchema.parse({
    _id: 'r',
    start: 0,
    end: 10,
    x: 0,
    y: 0,
    w: 50,
    h: 50,
    item: { type: 'rss_feed', body },
  });

describe('RSS body', () => {
  it('gives a new item no address, an hourly refresh, black on white', () => {
    expect(rssBodySchema.parse({})).toEqual({
      url: '',
      refreshIntervalInMinutes: 60,
      textColor: '#000000',
      backgroundColor: '#ffffff',
      orientation: 'horizontal',
    });
  });

  it('lasts 20 times its entry duration', () => {
    expect(rssFeedSeconds(itemWith({}), () => undefined)).toBe(400);
    expect(rssFeedSeconds(itemWith({ duration: 7 }), () => undefined)).toBe(140);
  });
});

describe('which entry shows (elapsed time modulo the round)', () => {
  it('takes turns of the entry duration and starts over after the last', () => {
    expect(rssEntryIndexAt(0, 3, 20)).toBe(0);
    expect(rssEntryIndexAt(19_999, 3, 20)).toBe(0);
    expect(rssEntryIndexAt(20_000, 3, 20)).toBe(1);
    expect(rssEntryIndexAt(59_999, 3, 20)).toBe(2);
    expect(rssEntryIndexAt(60_000, 3, 20)).toBe(0);
    expect(rssEntryIndexAt(1_000, 0, 20)).toBe(-1);
  });

  it('names the item time of the next turn', () => {
    expect(nextRssEntryAtMs(0, 20)).toBe(20_000);
    expect(nextRssEntryAtMs(19_999, 20)).toBe(20_000);
    expect(nextRssEntryAtMs(20_000, 20)).toBe(40_000);
  });
});
