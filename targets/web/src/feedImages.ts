/**
 * Pictures of feed items (RSS, Instagram) come through the server's image proxy (/image-proxy/).
 * They are not media of the content, so the media cache would evict them at the next sync; they
 * get their own small cache instead: network first, the kept copy when the network is gone, so
 * a feed item keeps its picture offline like its text (kept in local state).
 */
const FEED_IMAGE_PATH = '/image-proxy/';

/** Enough for a few feeds' pictures; the oldest kept go first. */
const FEED_IMAGES_KEPT = 300;

interface FeedImageDeps {
  open: () => Promise<Cache>;
  fetch: (request: Request) => Promise<Response>;
  maxEntries?: number;
}

export function isFeedImagePath(pathname: string): boolean {
  return pathname.startsWith(FEED_IMAGE_PATH);
}

export function feedImages(deps: FeedImageDeps) {
  const max = deps.maxEntries ?? FEED_IMAGES_KEPT;
  async function trim(cache: Cache) {
    const keys = await cache.keys();
    // Cache Storage lists requests in insertion order; a picture put again moves to the end.
    for (const old of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(old);
  }
  return {
    async respond(request: Request): Promise<Response> {
      const cache = await deps.open();
      let response: Response;
      try {
        response = await deps.fetch(request);
      } catch (error) {
        const kept = await cache.match(request);
        if (kept) return kept;
        throw error;
      }
      if (response.ok) {
        await cache.delete(request);
        await cache.put(request, response.clone());
        await trim(cache);
      } else if (response.status >= 500) {
        // The server is up but cannot reach the picture's site: the kept copy is still good.
        const kept = await cache.match(request);
        if (kept) return kept;
      }
      // A 403 goes through: it tells the widget the picture's address expired.
      return response;
    },
  };
}
