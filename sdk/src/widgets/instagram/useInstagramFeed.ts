import { useCallback, useRef } from 'react';
import {
  ItemInstagramFeedDocument,
  ItemInstagramPublicFeedDocument,
} from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData } from '../../render/keptData.js';
import { claimFeedRefresh } from './expiredPictures.js';
import {
  INSTAGRAM_CHECK_MS,
  INSTAGRAM_TTL_MS,
  instagramMediaOfAnswer,
  readInstagramMediaList,
  type InstagramMedia,
} from './model.js';

/** Which feed an item shows: a connected account's, or a public profile's by user name. */
export type FeedRef =
  | { kind: 'account'; feedId: string | undefined }
  | { kind: 'public'; feedId: string | undefined; username: string };

/**
 * One local copy per feed id. Null while the item names no feed (nothing to
 * load); a public profile needs its user name too.
 */
function feedKeyOf(feed: FeedRef): string | null {
  if (!feed.feedId) return null;
  if (feed.kind === 'public' && !feed.username.trim()) return null;
  return `instagram:${feed.feedId}`;
}

interface InstagramFeedData {
  /** What to show: the kept posts, else those the editor saved in the body, else none. */
  media: InstagramMedia[];
  /** The item names a feed to fetch. */
  hasFeed: boolean;
  /** The feed answered (now, or kept from before), even with no posts. */
  fetched: boolean;
  /** The last fetch's failure, cleared by the next success. */
  error: Error | null;
  /**
   * A picture's address expired (the proxy said 403): fetches the feed again from Instagram
   * (refresh: true), at most once a minute per feed.
   */
  refreshExpired: () => void;
}

/**
 * The posts of an item's feed from the Marquee server, kept in the item data store with an hour
 * to live (the offline guarantee: a screen without network shows what it kept).
 */
export function useInstagramFeed(feed: FeedRef, saved: InstagramMedia[]): InstagramFeedData {
  const itemData = useItemData();
  const { store } = itemData;
  const key = feedKeyOf(feed);
  // The next load asks the server to go to Instagram again rather than answer from its copy.
  const refreshNext = useRef(false);

  const kept = useKeptData<InstagramMedia[]>({
    key,
    load: async () => {
      const refresh = refreshNext.current ? { refresh: true } : {};
      refreshNext.current = false;
      const id = feed.feedId ?? '';
      if (feed.kind === 'public') {
        const answer = await itemData.request(ItemInstagramPublicFeedDocument, {
          id,
          username: feed.username,
          ...refresh,
        });
        return instagramMediaOfAnswer(
          (answer as { instagramPublicFeed?: unknown } | null)?.instagramPublicFeed,
        );
      }
      const answer = await itemData.request(ItemInstagramFeedDocument, { id, ...refresh });
      return instagramMediaOfAnswer((answer as { instagramFeed?: unknown } | null)?.instagramFeed);
    },
    ttlMs: INSTAGRAM_TTL_MS,
    checkEveryMs: INSTAGRAM_CHECK_MS,
    parse: readInstagramMediaList,
  });

  const { refetch } = kept;
  const refreshExpired = useCallback(() => {
    if (key === null || !claimFeedRefresh(store, key, Date.now())) return;
    refreshNext.current = true;
    refetch();
  }, [key, store, refetch]);

  return {
    media: kept.data ?? (key === null ? [] : saved),
    hasFeed: key !== null,
    fetched: kept.data !== undefined,
    error: kept.error,
    refreshExpired,
  };
}
