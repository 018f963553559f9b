import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import type { JsonValue } from '../../host/index.js';
import { ItemRssFeedDocument } from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData, type KeptData } from '../../render/keptData.js';
import { RSS_FEED_CHECK_MS } from './model.js';

/** One entry as the server sends it (feeds/schema.graphql, RssEntry). */
const rssEntrySchema = lazySchema(() =>
  z.object({
    title: z.string(),
    imageUrl: z.string().nullable(),
    imageProxyUrl: z.string().nullable(),
    description: z.string().nullable(),
    date: z.string().nullable(),
    author: z.string().nullable(),
    userName: z.string().nullable(),
    likesCount: z.number().nullable(),
  }),
);
export type RssEntry = z.infer<typeof rssEntrySchema>;

/** A feed (RssFeed), checked before use: a bad answer must not crash a screen. */
const rssFeedSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    title: z.string().nullable(),
    fetchedAt: z.string(),
    feed: z.array(rssEntrySchema),
  }),
);
export type RssFeed = z.infer<typeof rssFeedSchema>;

const parseFeed = (value: unknown): RssFeed | undefined => {
  const parsed = rssFeedSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * A news feed read by the server, kept on the device: shown at once from what was kept (also
 * offline, after a restart), fetched again once older than its refresh interval, looked at
 * every minute. The RSS and scrolling text items share it, and the kept copy of
 * a feed both show. No address: nothing is fetched.
 */
export function useRssFeed(url: string, refreshIntervalInMinutes: number): KeptData<RssFeed> {
  const source = useItemData();
  const address = url.trim();
  return useKeptData<RssFeed>({
    key: address ? `rss:${address}` : null,
    load: async () => {
      const answer = await source.request(ItemRssFeedDocument, {
        url: address,
        refreshIntervalInMinutes: Math.round(refreshIntervalInMinutes),
      });
      const feed = parseFeed(answer?.rssFeed);
      if (!feed) throw new Error('The feed answer has an unexpected shape');
      return feed;
    },
    ttlMs: refreshIntervalInMinutes * 60_000,
    checkEveryMs: RSS_FEED_CHECK_MS,
    parse: (kept: JsonValue) => parseFeed(kept),
  });
}
