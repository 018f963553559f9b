import { describe, expect, it } from 'vitest';
import { feedImages, isFeedImagePath } from './feedImages.js';
import { MemoryCacheStorage } from './testing/browserFakes.js';

const picture = (n: number) => new Request(`https://marquee.test/image-proxy/pic${n}?s=sig`);
const png = () => new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200 });

function setUp(maxEntries = 300) {
  const storage = new MemoryCacheStorage();
  let network: (request: Request) => Promise<Response> = async () => png();
  const images = feedImages({
    open: () => storage.open('feed-images'),
    fetch: (request) => network(request),
    maxEntries,
  });
  return {
    images,
    storage,
    setNetwork: (fn: (request: Request) => Promise<Response>) => (network = fn),
  };
}

describe('feed pictures in the web player’s service worker', () => {
  it('are the image proxy’s paths only', () => {
    expect(isFeedImagePath('/image-proxy/aGVsbG8?s=x')).toBe(true);
    expect(isFeedImagePath('/blobs/a')).toBe(false);
  });

  it('come from the network while it is there, and from the kept copy once it is gone', async () => {
    const { images, setNetwork } = setUp();
    expect((await images.respond(picture(1))).status).toBe(200);
    setNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await images.respond(picture(1));
    expect(offline.status).toBe(200);
    expect(new Uint8Array(await offline.arrayBuffer())[1]).toBe(0x50);
    await expect(images.respond(picture(2))).rejects.toThrow('Failed to fetch');
  });

  it('pass a 403 through, so the widget learns the address expired and fetches its feed again', async () => {
    const { images, setNetwork } = setUp();
    await images.respond(picture(1));
    setNetwork(async () => new Response('expired', { status: 403 }));
    expect((await images.respond(picture(1))).status).toBe(403);
  });

  it('fall back to the kept copy when the server cannot reach the picture’s site', async () => {
    const { images, setNetwork } = setUp();
    await images.respond(picture(1));
    setNetwork(async () => new Response('bad gateway', { status: 502 }));
    expect((await images.respond(picture(1))).status).toBe(200);
  });

  it('keep at most the newest N pictures', async () => {
    const { images, storage, setNetwork } = setUp(3);
    for (let n = 1; n <= 5; n++) await images.respond(picture(n));
    setNetwork(() => Promise.reject(new TypeError('Failed to fetch')));
    const cache = await storage.open('feed-images');
    expect((await cache.keys()).map((r) => new URL(r.url).pathname)).toEqual([
      '/image-proxy/pic3',
      '/image-proxy/pic4',
      '/image-proxy/pic5',
    ]);
    await expect(images.respond(picture(1))).rejects.toThrow();
  });
});
