import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import type { ItemSeconds } from '../../engine/index.js';

export const RSS_FEED_WIDGET_TYPE = 'rss_feed';

/** The refresh intervals offered, in minutes; an hour unless chosen. */
export const RSS_REFRESH_INTERVALS_MIN = [1, 5, 15, 30, 60, 720, 1440] as const;
export const RSS_DEFAULT_REFRESH_MIN = 60;

/** Whether the feed has aged past its refresh interval is checked every minute. */
export const RSS_FEED_CHECK_MS = 60_000;

/** Each entry shows 20 s unless set; the editor offers 5 s to 2 minutes. */
export const RSS_ENTRY_SECONDS = { min: 5, max: 120, step: 1, default: 20 } as const;

/** The item's length is the entry duration times 20 (entries it plays through). */
export const RSS_ENTRIES_PER_ITEM = 20;

/** How an entry is laid out: picture beside the text (a wide box) or above it (a tall box). */
export const RSS_ORIENTATIONS = ['horizontal', 'vertical'] as const;

export const rssBodySchema = lazySchema(() =>
  z.looseObject({
    url: z.string().default(''),
    refreshIntervalInMinutes: z
      .number()
      .positive()
      .catch(RSS_DEFAULT_REFRESH_MIN)
      .default(RSS_DEFAULT_REFRESH_MIN),
    /**
     * Seconds each entry shows; absent: RSS_ENTRY_SECONDS.default. Left unset by the defaults so
     * the editor can tell a new item (whose end then follows 20 entries) from one already timed.
     */
    duration: z.number().positive().optional().catch(undefined),
    textColor: z.string().default('#000000'),
    backgroundColor: z.string().default('#ffffff'),
    orientation: z.enum(RSS_ORIENTATIONS).catch('horizontal').default('horizontal'),
  }),
);
export type RssBody = z.infer<typeof rssBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readRssBody(body: unknown): RssBody {
  const parsed = rssBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : rssBodySchema.parse({});
}

/** Seconds each entry of the feed shows. */
export const rssEntrySecondsOf = (body: RssBody): number =>
  body.duration ?? RSS_ENTRY_SECONDS.default;

/** An RSS item lasts 20 times its entry duration. */
export const rssFeedSeconds: ItemSeconds = ({ item }) =>
  RSS_ENTRIES_PER_ITEM * rssEntrySecondsOf(readRssBody(item.body));

/**
 * The entry showing at item time `timeMs`: entries take turns of `durationS`
 * each, starting over after the last (elapsed time modulo the whole round).
 */
export function rssEntryIndexAt(timeMs: number, count: number, durationS: number): number {
  if (count <= 0) return -1;
  const turn = Math.floor(Math.max(0, timeMs) / (durationS * 1000));
  return turn % count;
}

/** The item time at which the next entry shows. */
export const nextRssEntryAtMs = (timeMs: number, durationS: number) =>
  (Math.floor(Math.max(0, timeMs) / (durationS * 1000)) + 1) * durationS * 1000;
