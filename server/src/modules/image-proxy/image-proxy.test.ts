import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixturePng,
  startFeedFixtureServer,
  type FeedFixtureServer,
} from '../../../../fixtures/feeds/server.js';
import { startCountingServer, type CountingServer } from '../../test/net/counting-server.js';
import { TestServer } from '../../test/harness.js';
import { imageProxyPath } from './sign.js';

// The proxy fetches only what this server signed, through the guard, and serves only raster
// pictures, under headers that keep a browser from reading them as anything else.

describe('the image proxy', () => {
  let t: TestServer;
  let fixture: FeedFixtureServer;
  let internal: CountingServer;

  beforeAll(async () => {
    fixture = await startFeedFixtureServer();
    internal = await startCountingServer('127.0.0.1', (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(fixturePng([9, 9, 9])),
    );
    t = await TestServer.start();
    t.server.services.outboundFetch = {
      resolve: async (host) => (host === 'pictures.example' ? ['127.0.0.1'] : []),
      allowInternal: [{ address: '127.0.0.1', port: fixture.port }],
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), fixture.stop(), internal.close()]);
  });

  const signed = (url: string) => imageProxyPath(t.server.config.secret, url);
  const get = (path: string, init?: RequestInit) => fetch(`${t.url}${path}`, init);
  const picture = (name: string) => signed(`http://pictures.example:${fixture.port}/img/${name}`);

  it('serves a raster picture with its sniffed type, cacheable and inert', async () => {
    const res = await get(picture('tram.png'));
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    expect(Buffer.from(await res.arrayBuffer())).toEqual(fixturePng([200, 40, 40]));

    const head = await get(picture('tram.png'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(fixturePng([200, 40, 40]).length));
  });

  it('refuses SVG, and HTML that calls itself a PNG', async () => {
    for (const name of ['vector.svg', 'not-really.png']) {
      const res = await get(picture(name));
      expect(res.status).toBe(415);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.text()).not.toContain('<script>');
    }
  });

  it('answers 403 to an address it did not sign, fetching nothing', async () => {
    const before = fixture.requestsTo('/img/tram.png');
    const good = picture('tram.png');
    const [path, signature] = good.split('?s=') as [string, string];
    const otherUrl = signed(`http://pictures.example:${fixture.port}/img/concert.png`);
    const forged = [
      path,
      `${path}?s=`,
      `${path}?s=${signature.slice(0, -2)}AA`,
      `${otherUrl.split('?')[0]}?s=${signature}`,
      `/image-proxy/aHR0cDovL3g!?s=${signature}`,
    ];
    for (const attempt of forged) expect((await get(attempt)).status).toBe(403);
    expect(fixture.requestsTo('/img/tram.png')).toBe(before);
    expect(fixture.requestsTo('/img/concert.png')).toBe(0);
  });

  it('turns an upstream 403, 410 or 404 into 403, so the screen reads its feed again', async () => {
    expect((await get(picture('expired.png'))).status).toBe(403);
    expect((await get(picture('gone.png'))).status).toBe(403);
    expect((await get(picture('no-such-picture.png'))).status).toBe(403);
    expect((await get(picture('broken.png'))).status).toBe(502);
  });

  it('refuses internal addresses even when signed, connecting nowhere', async () => {
    for (const url of [
      `http://127.0.0.1:${internal.port}/secret.png`,
      `http://localhost:${internal.port}/secret.png`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await get(signed(url));
      expect(res.status).toBe(403);
    }
    expect(internal.connections()).toBe(0);
  });

  it('says 502 when the picture’s server cannot be reached', async () => {
    const res = await get(signed('http://unknown.example/picture.png'));
    expect(res.status).toBe(502);
    expect(await res.text()).toBe(
      'The picture could not be fetched: the name unknown.example was not found.\n',
    );
  });
});
