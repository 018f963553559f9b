/// <reference lib="webworker" />
/**
 * The web player's service worker (/player/sw.js, scope /player/): a paired player boots and
 * plays its cached content with the network gone.
 * - The player shell (page, entry and its chunks): network first, the cached copy when offline.
 * - Content versions under /api/content/ (named by their hash, immutable): cache first, kept
 *   while the query cache names them; a new one caches its media like a content answer.
 * - Content queries to /graphql: network first; the last answer of each query is kept and given
 *   back offline, so the player starts from the content it last had. Mutations and the server
 *   time always go out (queryReplay.ts).
 * - Media under /blobs/: cache first, keyed without the URL's signature (it changes per
 *   request, the bytes do not); ranges (video) are cut from the cached file. Each new
 *   PlayableContent answer caches all its media, then evicts media it no longer references;
 *   the cache is bounded by the storage estimate (see mediaCache.ts). Font files under
 *   /fonts/files/ are media too (keyed with their version query).
 * - The HostAPI's kept files (/player/local-files/...) come from Cache Storage 'marquee-files'.
 * - Feed pictures through the image proxy (/image-proxy/): network first, a bounded cache of their
 *   own for offline (feedImages.ts).
 */
import { FILES_CACHE, LOCAL_FILES_PATH } from './cacheNames.js';
import { feedImages, isFeedImagePath } from './feedImages.js';
import { isCachedMediaPath, mediaCache, mediaKeyOf, mediaOfContentAnswer } from './mediaCache.js';
import { queryReplayOf } from './queryReplay.js';

declare const self: ServiceWorkerGlobalScope;
/** The player's chunks (dist/assets/…), listed by the build; none in a test. */
declare const __PLAYER_CHUNKS__: string[] | undefined;

const SHELL_CACHE = 'marquee-shell-v1';
const QUERY_CACHE = 'marquee-queries-v1';
const CONTENT_CACHE = 'marquee-content-versions-v1';
const CONTENT_VERSIONS_PATH = '/api/content/';
const KEPT_CONTENT_VERSIONS = 8;
const MEDIA_CACHE = 'marquee-media-v1';
const MEDIA_INDEX_CACHE = 'marquee-media-index-v1';
const FEED_IMAGE_CACHE = 'marquee-feed-images-v1';
// The whole player, chunks included: a renderer first needed offline must be here already.
const SHELL_FILES = [
  './',
  './player.js',
  ...(typeof __PLAYER_CHUNKS__ === 'undefined' ? [] : __PLAYER_CHUNKS__),
];

const feedPictures = feedImages({
  open: () => caches.open(FEED_IMAGE_CACHE),
  fetch: (request) => fetch(request),
});

const mediaFiles = mediaCache({
  media: () => caches.open(MEDIA_CACHE),
  index: () => caches.open(MEDIA_INDEX_CACHE),
  fetch: (url) => fetch(url),
  estimate: () => self.navigator.storage.estimate(),
});

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/graphql' && request.method === 'POST') {
    event.respondWith(graphql(request, event));
  } else if (request.method !== 'GET') {
    return;
  } else if (url.pathname.startsWith(CONTENT_VERSIONS_PATH)) {
    event.respondWith(contentVersion(request, event));
  } else if (url.pathname.startsWith(LOCAL_FILES_PATH)) {
    event.respondWith(keptFile(request));
  } else if (isCachedMediaPath(url.pathname)) {
    event.respondWith(media(request, event));
  } else if (isFeedImagePath(url.pathname)) {
    event.respondWith(feedPictures.respond(request));
  } else if (url.pathname.startsWith('/player/')) {
    event.respondWith(shell(request));
  }
});

/** Network first; a page load offline gets the cached page whatever its query (?host=...). */
async function shell(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(shellKey(request), response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(shellKey(request));
    if (cached) return cached;
    throw error;
  }
}

function shellKey(request: Request): string {
  const url = new URL(request.url);
  url.search = '';
  if (request.mode === 'navigate' || url.pathname.endsWith('/index.html'))
    url.pathname = url.pathname.replace(/index\.html$/, '');
  return url.href;
}

/** A GET key for a query: its text, variables and credentials (one device's answer is not another's). */
async function queryKey(request: Request, body: string): Promise<string> {
  const identity = `${request.headers.get('authorization') ?? ''}\n${body}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identity));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return new URL(`/player/__queries/${hex}`, self.location.origin).href;
}

async function graphql(request: Request, event: FetchEvent): Promise<Response> {
  const body = await request.clone().text();
  if (queryReplayOf(body) === 'network-only') return fetch(request);
  const cache = await caches.open(QUERY_CACHE);
  const key = await queryKey(request, body);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
      event.waitUntil(cacheContentMedia(response.clone()));
    }
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

/**
 * A content version: the address names the bytes for good, so a cached copy is the answer, online
 * or not. A new one caches all its media, as a content query's answer does.
 */
async function contentVersion(request: Request, event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CONTENT_CACHE);
  const cached = await cache.match(request.url);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request.url, response.clone());
    event.waitUntil(cacheContentMedia(response.clone()).then(() => keepLatestVersions(cache)));
  }
  return response;
}

/** Content versions are small; the last few are kept (the newest is what plays). */
async function keepLatestVersions(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT_CONTENT_VERSIONS)))
    await cache.delete(old);
}

/** A fresh PlayableContent answer: cache all its media, then evict what it no longer uses. */
async function cacheContentMedia(response: Response): Promise<void> {
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return;
  }
  const media = mediaOfContentAnswer(answer, self.location.origin);
  if (media) await mediaFiles.contentChanged(media);
}

async function keptFile(request: Request): Promise<Response> {
  const cached = await (await caches.open(FILES_CACHE)).match(request.url);
  return cached ? withRange(request, cached) : new Response('Not kept', { status: 404 });
}

async function media(request: Request, event: FetchEvent): Promise<Response> {
  const key = mediaKeyOf(request.url);
  const cached = await mediaFiles.match(key);
  if (cached) return withRange(request, cached);
  if (request.headers.has('range')) {
    // A video asks for ranges: answer from the network, and keep the whole file for later.
    event.waitUntil(
      fetch(request.url).then((full) => mediaFiles.keep(key, full).then(() => undefined)),
    );
    return fetch(request);
  }
  const response = await fetch(request);
  if (response.status === 200) await mediaFiles.keep(key, response.clone());
  return response;
}

/** Answers a Range request from a whole cached response (video elements ask for ranges). */
async function withRange(request: Request, response: Response): Promise<Response> {
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '');
  if (!range) return response;
  const bytes = await response.arrayBuffer();
  const start = range[1] ? Number(range[1]) : Math.max(0, bytes.byteLength - Number(range[2]));
  const end =
    range[1] && range[2] ? Math.min(Number(range[2]), bytes.byteLength - 1) : bytes.byteLength - 1;
  if (start > end || start >= bytes.byteLength)
    return new Response(null, {
      status: 416,
      headers: { 'content-range': `bytes */${bytes.byteLength}` },
    });
  const headers = new Headers(response.headers);
  headers.set('content-range', `bytes ${start}-${end}/${bytes.byteLength}`);
  headers.set('content-length', String(end - start + 1));
  return new Response(bytes.slice(start, end + 1), { status: 206, headers });
}
