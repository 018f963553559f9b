import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFeedFixtureServer,
  type FeedFixtureServer,
} from '../../../../../fixtures/feeds/server.js';
import { FeedsRssFeedDocument } from '../../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../../test/harness.js';

// Feeds built to hurt the server that reads them. Each must be refused or cut off, the
// server's memory growing by less than 50 MB over all of them (it runs in this process).

const MB = 1024 * 1024;
const UNSAFE =
  'This feed declares its own entities or document type, which the server does not read.';

const memoryInUse = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

const nextTick = () => new Promise((resolve) => setImmediate(resolve));

describe('hostile feeds', () => {
  let t: TestServer;
  let fixture: FeedFixtureServer;
  let token: string;
  let memoryBefore: number;
  let memoryPeak = 0;
  let sampler: ReturnType<typeof setInterval> | undefined;
  const sample = () => (memoryPeak = Math.max(memoryPeak, memoryInUse()));

  beforeAll(async () => {
    fixture = await startFeedFixtureServer();
    t = await TestServer.start({ OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${fixture.port}` });
    token = await t.signIn();
    // Warm up: the first feed read loads the parser and the GraphQL paths.
    await t.attempt(FeedsRssFeedDocument, { url: `${fixture.origin}/rss.xml` }, { token });
    memoryBefore = memoryInUse();
    // Sampled while the feeds are read too, so a short-lived spike counts.
    sampler = setInterval(sample, 2);
  }, 60_000);
  afterAll(async () => {
    clearInterval(sampler);
    await Promise.all([t.close(), fixture.stop()]);
  });

  const read = async (path: string) => {
    const answer = await t.attempt(
      FeedsRssFeedDocument,
      { url: `${fixture.origin}${path}` },
      { token },
    );
    sample();
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    return messageOf(answer);
  };

  it('refuses an XML bomb (billion laughs) without expanding it', async () => {
    expect(await read('/hostile/billion-laughs.xml')).toBe(UNSAFE);
  });

  it('refuses external entities (XXE), reading no file and fetching nothing', async () => {
    const fileAnswer = await read('/hostile/xxe-file.xml');
    expect(fileAnswer).toBe(UNSAFE);
    expect(fileAnswer).not.toMatch(/root:/);
    expect(await read('/hostile/xxe-http.xml')).toBe(UNSAFE);
    expect(await read('/hostile/external-dtd.xml')).toBe(UNSAFE);
    for (const secret of ['/secret/rss.dtd', '/secret/remote.dtd', '/secret/token.txt'])
      expect(fixture.requestsTo(secret)).toBe(0);
    expect(fixture.requestsTo('/secret/rss-0.91.dtd')).toBe(0);
  });

  it('stops reading a body that never ends at 2 MB, well before 1 GB', async () => {
    expect(await read('/hostile/endless.xml')).toBe(
      'The feed could not be read: it is larger than 2 MB.',
    );
    expect(fixture.endlessBytesSent()).toBeGreaterThan(2 * MB);
    expect(fixture.endlessBytesSent()).toBeLessThan(64 * MB);
  });

  it('refuses a gzip bomb (1 GB of zeros in 1 MB) at 5 MB unpacked', async () => {
    expect(await read('/hostile/gzip-bomb.xml')).toBe(
      'The feed could not be read: it is larger than 5 MB when unpacked.',
    );
  });

  it('gives up on a feed sending a byte a second at 10 seconds, and not before', async () => {
    let settled = false;
    const reading = read('/hostile/slow.xml').finally(() => (settled = true));
    await fixture.requested('/hostile/slow.xml');
    t.clock.advance(9_999);
    await nextTick();
    expect(settled).toBe(false);
    t.clock.advance(1);
    expect(await reading).toBe('The feed could not be read: it did not answer within 10 seconds.');
  });

  it('grew the server’s memory by less than 50 MB over all of them', () => {
    expect(memoryPeak - memoryBefore).toBeLessThan(50 * MB);
  });
});
