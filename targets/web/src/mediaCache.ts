/**
 * The service worker's media cache (/blobs/ bytes) and its eviction policy:
 * - What the device's current playable content references is "in use" and is never evicted.
 * - When new content arrives, all its media is cached first; only once every file of it is in
 *   the cache does media the new content no longer references go. Until then the old media
 *   stays, so whatever is on screen keeps playing (no black frame), online or not.
 * - The cache is bounded by MEDIA_BUDGET_SHARE of the origin's quota (StorageManager.estimate),
 *   FALLBACK_MEDIA_BUDGET_BYTES where the browser gives no estimate. When a new file would not fit,
 *   media not in use goes first, oldest cached first; media in use is never evicted for room, a
 *   file that still does not fit is played from the network and not kept. While new content is
 *   being cached the old content's media counts as in use too; if both do not fit together, the
 *   old media stays (and the new plays from the network) until the new content can be cached.
 */

/**
 * Share of the origin's quota media may take. The rest is for the player shell, the kept query
 * answers, the HostAPI's kept files and IndexedDB state, and for the quota estimate's slack.
 */
const MEDIA_BUDGET_SHARE = 0.8;
/** Budget when the browser reports no quota (decimal units: 1 GB). */
export const FALLBACK_MEDIA_BUDGET_BYTES = 1_000_000_000;
/** Header on each cached media response: its byte size, so sizes are known without reading bodies. */
const SIZE_HEADER = 'x-marquee-bytes';
/** Where the set of media in use is kept (a service worker can be stopped at any time). */
const IN_USE_KEY = 'https://marquee.invalid/media-in-use';

type CacheLike = Pick<Cache, 'match' | 'put' | 'delete' | 'keys'>;

interface MediaCacheDeps {
  /** The media cache (Cache Storage bucket). */
  media: () => Promise<CacheLike>;
  /** A small bucket for the policy's own bookkeeping. */
  index: () => Promise<CacheLike>;
  fetch: (url: string) => Promise<Response>;
  estimate: () => Promise<StorageEstimate>;
}

interface MediaCache {
  /** The cached media for a key (a /blobs/ URL without its signature), if any. */
  match(key: string): Promise<Response | undefined>;
  /** Keeps a whole (200) response under `key` when it fits the budget; true when kept. */
  keep(key: string, response: Response): Promise<boolean>;
  /**
   * The device's current content references these media (key and a URL to fetch it from):
   * caches the missing ones, then evicts what is no longer referenced. Resolves to the number of
   * evicted files; evicts nothing while any referenced file could not be cached.
   */
  contentChanged(media: { key: string; url: string }[]): Promise<number>;
}

export function mediaCache(deps: MediaCacheDeps): MediaCache {
  let generation = 0;

  async function inUse(): Promise<Set<string>> {
    const stored = await (await deps.index()).match(IN_USE_KEY);
    if (!stored) return new Set();
    try {
      return new Set((await stored.json()) as string[]);
    } catch {
      return new Set();
    }
  }

  async function budget(): Promise<number> {
    try {
      const { quota } = await deps.estimate();
      if (quota && quota > 0) return Math.floor(quota * MEDIA_BUDGET_SHARE);
    } catch {
      // No estimate: the fallback below.
    }
    return FALLBACK_MEDIA_BUDGET_BYTES;
  }

  /** Cached entries oldest first (Cache Storage lists keys in insertion order) with their sizes. */
  async function entries(cache: CacheLike): Promise<{ key: string; bytes: number }[]> {
    const requests = await cache.keys();
    return Promise.all(
      requests.map(async (request) => {
        const response = await cache.match(request);
        const header =
          response?.headers.get(SIZE_HEADER) ?? response?.headers.get('content-length');
        const bytes = header ? Number(header) : ((await response?.arrayBuffer())?.byteLength ?? 0);
        return { key: request.url, bytes };
      }),
    );
  }

  async function keep(key: string, response: Response): Promise<boolean> {
    if (response.status !== 200) return false;
    const body = await response.arrayBuffer();
    const cache = await deps.media();
    const limit = await budget();
    if (body.byteLength > limit) return false;
    const cached = (await entries(cache)).filter((entry) => entry.key !== key);
    let used = cached.reduce((sum, entry) => sum + entry.bytes, 0);
    if (used + body.byteLength > limit) {
      const protectedKeys = await inUse();
      const evictable = cached.filter((entry) => !protectedKeys.has(entry.key));
      const room = limit - body.byteLength;
      const free = used - evictable.reduce((sum, entry) => sum + entry.bytes, 0);
      if (free > room) return false; // even without every evictable file it would not fit
      for (const entry of evictable) {
        if (used <= room) break;
        await cache.delete(entry.key);
        used -= entry.bytes;
      }
    }
    const headers = new Headers(response.headers);
    headers.set(SIZE_HEADER, String(body.byteLength));
    headers.set('content-length', String(body.byteLength));
    await cache.put(key, new Response(body, { status: 200, headers }));
    return true;
  }

  return {
    async match(key) {
      return (await deps.media()).match(key);
    },
    keep,
    async contentChanged(media) {
      const mine = ++generation;
      const keys = [...new Set(media.map((m) => m.key))];
      const index = await deps.index();
      // While the new content is being cached the old one may still be on screen: both are in
      // use, so making room for a new file never evicts an old one that may be playing.
      await index.put(IN_USE_KEY, Response.json([...new Set([...(await inUse()), ...keys])]));
      const cache = await deps.media();
      let complete = true;
      for (const { key, url } of media) {
        if (await cache.match(key)) continue;
        try {
          complete = (await keep(key, await deps.fetch(url))) && complete;
        } catch {
          complete = false;
        }
      }
      // Newer content came meanwhile: its own call decides what goes.
      if (!complete || mine !== generation) return 0;
      await index.put(IN_USE_KEY, Response.json(keys));
      const referenced = new Set(keys);
      let evicted = 0;
      for (const request of await cache.keys())
        if (!referenced.has(request.url) && (await cache.delete(request))) evicted++;
      return evicted;
    },
  };
}

/**
 * The media a PlayableContent answer references: the same-origin /blobs/ URLs of its files and of
 * their PDF page images (other URLs do not pass through the service worker). Answers of other
 * queries give null.
 */
export function mediaOfContentAnswer(
  body: unknown,
  origin: string,
): { key: string; url: string }[] | null {
  // A GraphQL playableContent answer, or a content version as /api/content/... serves it.
  type Playable = { content?: { files?: unknown } };
  const answer = body as { data?: { playableContent?: Playable } } & Playable;
  const content = answer?.data?.playableContent?.content ?? answer?.content;
  if (!content || !Array.isArray(content.files)) return null;
  const media: { key: string; url: string }[] = [];
  const add = (href: unknown) => {
    if (typeof href !== 'string') return;
    const url = new URL(href, origin);
    if (url.origin !== origin || !isCachedMediaPath(url.pathname)) return;
    media.push({ key: mediaKeyOf(url.href), url: url.href });
  };
  for (const file of content.files as { url?: unknown; pageUrls?: unknown }[]) {
    add(file?.url);
    // A PDF plays from its page images: they are media of the content too, or it goes blank offline.
    if (Array.isArray(file?.pageUrls)) file.pageUrls.forEach(add);
  }
  return media;
}

/**
 * What the service worker keeps as media: blobs, and the server's font files (a text item's
 * fonts are files of its content, so that text keeps its typeface offline).
 */
export function isCachedMediaPath(pathname: string): boolean {
  return pathname.startsWith('/blobs/') || pathname.startsWith('/fonts/files/');
}

/**
 * Blob bytes are the same for every signature of their URL: the key drops the query. A font's
 * query is its package version (new bytes under the same path), so it stays in the key.
 */
export function mediaKeyOf(url: string): string {
  const parsed = new URL(url);
  if (!parsed.pathname.startsWith('/fonts/files/')) parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}
