import type { HostFetch, LocalState } from '../../host/index.js';
import { INSTAGRAM_REFRESH_AT_MOST_EVERY_MS } from './model.js';

// Per store (one per player or console tab) and feed: the layers of a scene, and the same feed
// in several items, share one allowance.
const lastRefresh = new WeakMap<LocalState, Map<string, number>>();

/**
 * Whether a feed may be fetched again from Instagram now, and if so, takes the turn: at most
 * once a minute per feed, however many of its pictures fail.
 */
export function claimFeedRefresh(store: LocalState, feedKey: string, nowMs: number): boolean {
  let byFeed = lastRefresh.get(store);
  if (!byFeed) lastRefresh.set(store, (byFeed = new Map<string, number>()));
  const last = byFeed.get(feedKey);
  if (last !== undefined && nowMs - last < INSTAGRAM_REFRESH_AT_MOST_EVERY_MS) return false;
  byFeed.set(feedKey, nowMs);
  return true;
}

/** Servers that do not take HEAD say so with one of these; then the picture is asked with GET. */
const HEAD_REFUSED = new Set([405, 501]);

/**
 * Whether a picture that failed to load did so because its address expired
 * (the image proxy answers 403). A network failure is no expiry: the picture is tried again later.
 */
export async function pictureExpired(fetch: HostFetch, url: string): Promise<boolean> {
  try {
    let response = await fetch(url, { method: 'HEAD' });
    if (HEAD_REFUSED.has(response.status)) {
      response = await fetch(url);
      void response.body?.cancel().catch(() => undefined);
    }
    return response.status === 403;
  } catch {
    return false;
  }
}
