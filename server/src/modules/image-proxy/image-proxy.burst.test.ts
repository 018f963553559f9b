import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixturePng } from '../../../../fixtures/feeds/server.js';
import { startCountingServer, type CountingServer } from '../../test/net/counting-server.js';
import { TestServer } from '../../test/harness.js';
import { MAX_PICTURE_FETCHES, MAX_WAITING_PICTURES } from './picture-fetches.js';
import { imageProxyPath } from './sign.js';

// A burst of picture requests must not make the server hold a burst of pictures: identical
// requests share one fetch, at most MAX_PICTURE_FETCHES run at once, a short queue waits and
// the rest are told to come back (503, Retry-After).

describe('the image proxy under a burst of 200 requests', () => {
  let t: TestServer;
  let upstream: CountingServer;
  let inFlight = 0;
  let mostInFlight = 0;
  let requests = 0;
  let held: ServerResponse[] = [];
  let holding = true;
  const png = fixturePng([30, 120, 200]);

  const answer = (res: ServerResponse) => {
    inFlight--;
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  };

  beforeAll(async () => {
    upstream = await startCountingServer('127.0.0.1', (_req, res) => {
      requests++;
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      if (holding) held.push(res);
      else answer(res);
    });
    t = await TestServer.start();
    t.server.services.outboundFetch = {
      resolve: async (host) => (host === 'pictures.example' ? ['127.0.0.1'] : []),
      allowInternal: [{ address: '127.0.0.1', port: upstream.port }],
    };
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), upstream.close()]);
  });

  const picture = (name: string) =>
    `${t.url}${imageProxyPath(t.server.config.secret, `http://pictures.example:${upstream.port}/${name}.png`)}`;

  /** Releases held answers until every request is answered. */
  async function drain(responses: Promise<Response>[]): Promise<Response[]> {
    holding = false;
    let settled = false;
    const all = Promise.all(responses).finally(() => (settled = true));
    while (!settled) {
      for (const res of held.splice(0)) answer(res);
      await new Promise((resolve) => setImmediate(resolve));
    }
    return all;
  }

  it('fetches one picture once for 200 screens asking at the same moment', async () => {
    requests = 0;
    holding = true;
    const responses = Array.from({ length: 200 }, () => fetch(picture('shared')));
    await expect.poll(() => held.length).toBe(1);
    const answered = await drain(responses);
    expect(answered.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(requests).toBe(1);
    held = [];
  });

  it('runs at most a few fetches at once, queues some and turns the rest away', async () => {
    requests = 0;
    mostInFlight = 0;
    holding = true;
    let turnedAway = 0;
    const responses = Array.from({ length: 200 }, (_, i) =>
      fetch(picture(`distinct-${i}`)).then((r) => {
        if (r.status === 503) turnedAway++;
        return r;
      }),
    );
    await expect.poll(() => held.length).toBe(MAX_PICTURE_FETCHES);
    // Every request must have reached the proxy before any answer is released; otherwise a late
    // one finds a freed place and is served, and the count depends on the machine's speed.
    const overflow = 200 - MAX_PICTURE_FETCHES - MAX_WAITING_PICTURES;
    await expect.poll(() => turnedAway, { timeout: 30_000 }).toBe(overflow);
    const answered = await drain(responses);
    const byStatus = new Map<number, number>();
    for (const r of answered) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + 1);
    expect(byStatus.get(200)).toBe(MAX_PICTURE_FETCHES + MAX_WAITING_PICTURES);
    expect(byStatus.get(503)).toBe(overflow);
    expect(answered.find((r) => r.status === 503)!.headers.get('retry-after')).toBe('5');
    expect(mostInFlight).toBe(MAX_PICTURE_FETCHES);
    expect(requests).toBe(MAX_PICTURE_FETCHES + MAX_WAITING_PICTURES);
  });
});
