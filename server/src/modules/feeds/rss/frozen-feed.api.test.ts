import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedsRssFeedDocument } from '../../../test/graphql/generated.js';
import { TestServer } from '../../../test/harness.js';

// A feed of 1.7 KB gzipped froze the server for 36 s: its description is "<img" 400,000 times
// and one ">", and every "<img" was read up to that ">". Feeds are now read in linear time
// (linear-time.test.ts proves it) and in a worker thread, so the server answers it and keeps
// answering others meanwhile. How fast, and /health's latency meanwhile, are measured in
// bench/hostile-inputs.mjs: a wall-clock bound here would fail on a busy machine.

const IMG_STORM = `<?xml version="1.0"?><rss version="2.0"><channel><title>Storm</title><item><title>Pictures</title><description><![CDATA[${'<img'.repeat(400_000)}>]]></description></item></channel></rss>`;
const SMALL =
  '<rss version="2.0"><channel><title>Small</title><item><title>One</title></item></channel></rss>';

const FEEDS: Record<string, Buffer> = {
  '/storm.xml': gzipSync(IMG_STORM),
  '/small.xml': gzipSync(SMALL),
};

describe('a feed built to freeze the server', () => {
  let upstream: Server;
  let origin: string;
  let t: TestServer;
  let token: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      const body = FEEDS[req.url ?? ''];
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' });
      res.end(body);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    t = await TestServer.start({ OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${port}` });
    token = await t.signIn();
    // The first feed starts the reading worker; the test times a feed, not a thread's start.
    const warm = await t.attempt(FeedsRssFeedDocument, { url: `${origin}/small.xml` }, { token });
    expect(warm.data?.rssFeed.title).toBe('Small');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('is answered with its one entry, /health answering meanwhile', async () => {
    expect(FEEDS['/storm.xml']!.length).toBeLessThan(2048);
    let reading = true;
    const answer = t
      .attempt(FeedsRssFeedDocument, { url: `${origin}/storm.xml` }, { token })
      .finally(() => (reading = false));
    const healthStatuses: number[] = [];
    while (reading) {
      const health = await fetch(`${t.url}/health`);
      await health.arrayBuffer();
      healthStatuses.push(health.status);
    }
    const { data, errors } = await answer;
    expect(errors).toBeUndefined();
    expect(data!.rssFeed.feed.map((entry) => [entry.title, entry.imageUrl])).toEqual([
      ['Pictures', null],
    ]);
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(new Set(healthStatuses)).toEqual(new Set([200]));
  });
});
