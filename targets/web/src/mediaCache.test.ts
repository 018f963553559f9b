import { describe, expect, it } from 'vitest';
import {
  FALLBACK_MEDIA_BUDGET_BYTES,
  mediaCache,
  mediaKeyOf,
  mediaOfContentAnswer,
} from './mediaCache.js';
import { MemoryCacheStorage } from './testing/browserFakes.js';

const ORIGIN = 'https://signage.example.com';

/** A media server; `down` cuts the network, `sizes` gives each blob's length in bytes. */
function setup(quotaBytes: number | undefined, sizes: Record<string, number>) {
  const storage = new MemoryCacheStorage();
  const network = { down: false, fetched: [] as string[] };
  const cache = mediaCache({
    media: () => storage.open('media'),
    index: () => storage.open('index'),
    fetch: async (url) => {
      network.fetched.push(url);
      if (network.down) throw new TypeError('Failed to fetch');
      const size = sizes[new URL(url).pathname.replace('/blobs/', '')];
      return size === undefined
        ? new Response('gone', { status: 404 })
        : new Response(new Uint8Array(size));
    },
    estimate: async () => (quotaBytes === undefined ? {} : { quota: quotaBytes, usage: 0 }),
  });
  const cached = async () =>
    (await (await storage.open('media')).keys()).map((r) => new URL(r.url).pathname).sort();
  return { cache, network, cached };
}

/** What a PlayableContent answer references, as the service worker reads it from the answer. */
const content = (...names: string[]) =>
  mediaOfContentAnswer(
    {
      data: {
        playableContent: {
          content: { files: names.map((n) => ({ url: `/blobs/${n}?exp=1&sig=${n}` })) },
        },
      },
    },
    ORIGIN,
  )!;

describe('service worker media cache', () => {
  it('caches all of the new content before it evicts the media the content no longer uses', async () => {
    const { cache, network, cached } = setup(10_000, { a: 100, b: 100, c: 100 });
    expect(await cache.contentChanged(content('a', 'b'))).toBe(0);
    expect(await cached()).toEqual(['/blobs/a', '/blobs/b']);

    // New content while c cannot be fetched: a and b stay, whatever is on screen keeps playing.
    network.down = true;
    expect(await cache.contentChanged(content('b', 'c'))).toBe(0);
    expect(await cached()).toEqual(['/blobs/a', '/blobs/b']);

    network.down = false;
    expect(await cache.contentChanged(content('b', 'c'))).toBe(1);
    expect(await cached()).toEqual(['/blobs/b', '/blobs/c']);
    // The kept copy plays offline.
    network.down = true;
    expect((await (await cache.match(`${ORIGIN}/blobs/c`))!.arrayBuffer()).byteLength).toBe(100);
  });

  it('stays within 80 % of the storage quota, evicting unused media oldest first, never media in use', async () => {
    // Quota 1000 bytes: media may take 800.
    const { cache, cached } = setup(1000, { a: 300, b: 300, x: 300, y: 300, z: 300 });
    await cache.contentChanged(content('a'));
    const keep = (name: string) =>
      cache.keep(`${ORIGIN}/blobs/${name}`, new Response(new Uint8Array(300)));
    expect(await keep('x')).toBe(true); // a (in use) + x: 600
    expect(await keep('y')).toBe(true); // 900 > 800: x, the oldest not in use, goes
    expect(await cached()).toEqual(['/blobs/a', '/blobs/y']);
    expect(await keep('z')).toBe(true);
    expect(await cached()).toEqual(['/blobs/a', '/blobs/z']);
    // Larger than the budget: played from the network, not kept, nothing evicted for it.
    expect(await cache.keep(`${ORIGIN}/blobs/huge`, new Response(new Uint8Array(801)))).toBe(false);
    expect(await cached()).toEqual(['/blobs/a', '/blobs/z']);
  });

  it('does not evict the old content to make room while the new one is being cached', async () => {
    // Budget 800: old (a, b: 600) and new (c, d: 600) do not fit together.
    const { cache, cached } = setup(1000, { a: 300, b: 300, c: 300, d: 300 });
    await cache.contentChanged(content('a', 'b'));
    expect(await cache.contentChanged(content('c', 'd'))).toBe(0);
    expect(await cached()).toEqual(['/blobs/a', '/blobs/b']);
  });

  it('uses a 1 GB budget where the browser gives no storage estimate', async () => {
    const { cache } = setup(undefined, {});
    expect(FALLBACK_MEDIA_BUDGET_BYTES).toBe(1_000_000_000);
    expect(await cache.keep(`${ORIGIN}/blobs/a`, new Response(new Uint8Array(5000)))).toBe(true);
  });

  it('reads media from PlayableContent answers only: same-origin /blobs/ keys without the signature', () => {
    expect(content('a')).toEqual([
      { key: `${ORIGIN}/blobs/a`, url: `${ORIGIN}/blobs/a?exp=1&sig=a` },
    ]);
    expect(
      mediaOfContentAnswer(
        {
          data: {
            playableContent: {
              content: { files: [{ url: 'https://bucket.s3.example/a?X-Amz=1' }, { url: null }] },
            },
          },
        },
        ORIGIN,
      ),
    ).toEqual([]);
    expect(mediaOfContentAnswer({ data: { currentDevice: { name: 'Lobby' } } }, ORIGIN)).toBeNull();
    expect(mediaKeyOf(`${ORIGIN}/blobs/a?sig=1#t=2`)).toBe(`${ORIGIN}/blobs/a`);
  });

  it('counts a PDF’s page images as media of the content: cached, kept while shown, played offline', async () => {
    const { cache, network, cached } = setup(10_000, {
      'deck.pdf': 300,
      'deck/page-1.jpg': 100,
      'deck/page-2.jpg': 100,
      'a.png': 100,
    });
    const withDeck = (...others: string[]) =>
      mediaOfContentAnswer(
        {
          data: {
            playableContent: {
              content: {
                files: [
                  {
                    url: '/blobs/deck.pdf?sig=1',
                    pageUrls: ['/blobs/deck/page-1.jpg?sig=1', '/blobs/deck/page-2.jpg?sig=1'],
                  },
                  ...others.map((n) => ({ url: `/blobs/${n}?sig=1`, pageUrls: null })),
                ],
              },
            },
          },
        },
        ORIGIN,
      )!;
    expect(await cache.contentChanged(withDeck())).toBe(0);
    expect(await cached()).toEqual([
      '/blobs/deck.pdf',
      '/blobs/deck/page-1.jpg',
      '/blobs/deck/page-2.jpg',
    ]);
    // Another file joins: the pages are still referenced, so nothing of the deck is evicted.
    expect(await cache.contentChanged(withDeck('a.png'))).toBe(0);
    expect(await cached()).toContain('/blobs/deck/page-2.jpg');
    network.down = true;
    const page = await cache.match(`${ORIGIN}/blobs/deck/page-2.jpg`);
    expect((await page!.arrayBuffer()).byteLength).toBe(100);
    // Once the deck is unpublished, its pages go with it.
    network.down = false;
    expect(await cache.contentChanged(content('a.png'))).toBe(3);
    expect(await cached()).toEqual(['/blobs/a.png']);
  });
});

describe('media of a content answer', () => {
  it('keeps font files with their version, and blobs without their signature', () => {
    const media = mediaOfContentAnswer(
      {
        data: {
          playableContent: {
            content: {
              files: [
                { url: '/blobs/files/a/original?exp=1&sig=x' },
                { url: '/fonts/files/lato/lato-latin-400-normal.woff2?v=5.3.0' },
                { url: 'https://fonts.example/elsewhere.woff2' },
              ],
            },
          },
        },
      },
      ORIGIN,
    );
    expect(media!.map((m) => m.key)).toEqual([
      `${ORIGIN}/blobs/files/a/original`,
      `${ORIGIN}/fonts/files/lato/lato-latin-400-normal.woff2?v=5.3.0`,
    ]);
  });
});
