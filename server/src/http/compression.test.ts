// Static files and API answers go out compressed when the client accepts it,
// hashed assets are cached for good, pages and the player's fixed names are revalidated, and
// streams (Range, Server-Sent Events) are never touched.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';

const HASHED = '/assets/index-BLFFAo_H.js';
// Text that compresses, well above the 1 KB below which nothing is compressed.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const line${i} = 'value ${i}';`).join(
  '\n',
);
const PNG = Buffer.alloc(4096, 7);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request with node:http, so the bytes are what came over the wire (fetch decompresses). */
function raw(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('compression and caching headers', () => {
  let t: TestServer;
  let sites: string;

  beforeAll(async () => {
    sites = mkdtempSync(join(tmpdir(), 'marquee-compression-'));
    const consoleDist = join(sites, 'console');
    const playerDist = join(sites, 'player');
    mkdirSync(join(consoleDist, 'assets'), { recursive: true });
    mkdirSync(playerDist, { recursive: true });
    writeFileSync(join(consoleDist, 'index.html'), `<!doctype html><title>console</title>`);
    writeFileSync(join(consoleDist, HASHED), SCRIPT);
    writeFileSync(join(consoleDist, 'assets', 'unhashed.js'), SCRIPT);
    writeFileSync(join(consoleDist, 'assets', 'small-A1b2C3d4.js'), 'void 0;');
    writeFileSync(join(consoleDist, 'assets', 'logo-A1b2C3d4.png'), PNG);
    writeFileSync(join(playerDist, 'index.html'), `<!doctype html><title>player</title>`);
    writeFileSync(join(playerDist, 'player.js'), SCRIPT);
    writeFileSync(join(playerDist, 'sw.js'), SCRIPT);
    t = await TestServer.start({ CONSOLE_DIST: consoleDist, PLAYER_DIST: playerDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sites, { recursive: true, force: true });
  });

  it('sends a script as br when accepted, else gzip, each decompressing to the file', async () => {
    const br = await raw(`${t.url}${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await raw(`${t.url}${HASHED}`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    // Served again (from the cache, once compressed at its best): still the file.
    const again = await raw(`${t.url}${HASHED}`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(again.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await raw(`${t.url}${HASHED}`, accept ? { 'accept-encoding': accept } : {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(SCRIPT);
    }
  });

  it('leaves small files and images as they are', async () => {
    const asks = { 'accept-encoding': 'br, gzip' };
    const small = await raw(`${t.url}/assets/small-A1b2C3d4.js`, asks);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('void 0;');
    const png = await raw(`${t.url}/assets/logo-A1b2C3d4.png`, asks);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);
  });

  it('caches hashed assets for good and revalidates pages and fixed names', async () => {
    const cacheControl = async (path: string) =>
      (await raw(`${t.url}${path}`)).headers['cache-control'];
    expect(await cacheControl(HASHED)).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/assets/logo-A1b2C3d4.png')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/devices/123', '/index.html', '/assets/unhashed.js']) {
      expect(await cacheControl(path)).toBe('no-cache');
    }
    // The player keeps its file names across releases; its service worker above all.
    for (const path of ['/player/', '/player/player.js', '/player/sw.js']) {
      expect(await cacheControl(path)).toBe('no-cache');
    }
  });

  it('answers 304 to a client that has the file, and HEAD with the headers alone', async () => {
    const asks = { 'accept-encoding': 'br' };
    const first = await raw(`${t.url}/player/sw.js`, asks);
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const revalidated = await raw(`${t.url}/player/sw.js`, { ...asks, 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
    const page = await raw(`${t.url}/devices`);
    const pageAgain = await raw(`${t.url}/devices`, { 'if-none-match': page.headers.etag! });
    expect(pageAgain.status).toBe(304);

    const head = await raw(`${t.url}/player/sw.js`, asks, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    // The first visitors get a fast copy while the best one is made (compressed-file-cache.ts):
    // between the first GET and one after the HEAD the served copy changes at most once, so the
    // HEAD announces the length of one of them.
    const after = await raw(`${t.url}/player/sw.js`, asks);
    expect([first.headers['content-length'], after.headers['content-length']]).toContain(
      head.headers['content-length'],
    );
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('never compresses a byte range', async () => {
    const res = await raw(`${t.url}${HASHED}`, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('compresses a large API answer when asked, and leaves small ones', async () => {
    const token = await t.signIn();
    const query = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const ask = (acceptEncoding?: string) =>
      raw(
        `${t.url}/graphql`,
        {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        'POST',
        query,
      );
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    const br = await ask('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(
      JSON.parse(plain.body.toString()),
    );
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());

    const small = await raw(
      `${t.url}/graphql`,
      { 'content-type': 'application/json', 'accept-encoding': 'br' },
      'POST',
      JSON.stringify({ query: '{ __typename }' }),
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });

  it('never compresses a subscription over Server-Sent Events', async () => {
    const token = await t.signIn();
    const url = new URL(`${t.url}/graphql`);
    url.searchParams.set('query', 'subscription { subscribeToCurrentAccount { _id name } }');
    const controller = new AbortController();
    const res = await fetch(url, {
      headers: {
        accept: 'text/event-stream',
        'accept-encoding': 'br, gzip',
        authorization: `Bearer ${token}`,
      },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Yoga marks its event streams `Content-Encoding: none` (for proxies); nothing else is added.
    expect(res.headers.get('content-encoding') ?? 'none').toBe('none');
    // The first event arrives as it is sent, not held back to be compressed with the rest.
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('subscribeToCurrentAccount')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain('subscribeToCurrentAccount');
    controller.abort();
  });
});
