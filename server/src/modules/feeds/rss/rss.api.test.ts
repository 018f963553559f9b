import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixturePng,
  startFeedFixtureServer,
  type FeedFixtureServer,
} from '../../../../../fixtures/feeds/server.js';
import { REFUSAL_MESSAGES } from '../../../net/errors.js';
import { startCountingServer, type CountingServer } from '../../../test/net/counting-server.js';
import { RATE_LIMITS } from '../../../rate-limits.js';
import { FeedsRssFeedDocument } from '../../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../../test/harness.js';
import { imageProxyPath } from '../../image-proxy/sign.js';
import { FAILURE_KEPT_MS } from '../cache.js';
import { FEED_FETCHES_RATE_MESSAGE } from '../fetch-allowance.js';

// Feeds come from a fixture server replaying recorded files (fixtures/feeds/rss), let through
// by OUTBOUND_ALLOW_INTERNAL; every other loopback port stays refused.

const MINUTE = 60_000;

describe('rssFeed', () => {
  let t: TestServer;
  let fixture: FeedFixtureServer;
  let internal: CountingServer;
  let token: string;
  let deviceToken: string;

  beforeAll(async () => {
    fixture = await startFeedFixtureServer();
    internal = await startCountingServer('127.0.0.1');
    t = await TestServer.start({ OUTBOUND_ALLOW_INTERNAL: `127.0.0.1:${fixture.port}` });
    token = await t.signIn();
    deviceToken = (await t.pairDevice(token)).deviceToken;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t.close(), fixture.stop(), internal.close()]);
  });

  const feed = (url: string, refreshIntervalInMinutes?: number, auth = { token }) =>
    t.attempt(FeedsRssFeedDocument, { url, refreshIntervalInMinutes }, auth);
  const entriesOf = async (url: string, refresh?: number, auth = { token }) => {
    const answer = await feed(url, refresh, auth);
    expect(answer.errors).toBeUndefined();
    return answer.data!.rssFeed;
  };

  it('reads an RSS 2.0 feed (sent gzipped) with its entries and signed picture addresses', async () => {
    const news = await entriesOf(`${fixture.origin}/rss.xml`);
    expect(news.title).toBe('City News & Transport');
    expect(news.fetchedAt).toBe('2030-01-01T09:00:00.000Z');
    expect(news.feed).toHaveLength(4);
    const tram = `${fixture.origin}/img/tram.png`;
    expect(news.feed[0]).toEqual({
      title: 'New tram line opens to the north district',
      imageUrl: tram,
      imageProxyUrl: imageProxyPath(t.server.config.secret, tram),
      description:
        'The new line 25 runs every 8 minutes at peak times & every 15 minutes in the evening. The first tram left the depot at 4:30.',
      date: '2025-01-14T07:00:00.000Z',
      author: 'Jana Nováková',
      userName: null,
      likesCount: null,
    });
    expect(news.feed[3]!.imageProxyUrl).toBeNull();

    const picture = await fetch(`${t.url}${news.feed[0]!.imageProxyUrl}`);
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(fixturePng([200, 40, 40]));
  });

  it('reads Atom, for screens as well as people, and nobody else', async () => {
    const blog = await entriesOf(`${fixture.origin}/atom.xml`, undefined, { token: deviceToken });
    expect(blog.title).toBe('Museum Blog');
    expect(blog.feed.map((e) => e.title)).toEqual([
      'Dinosaurs & fossils: the new hall',
      'Opening hours over the holidays',
      'Tickets <now> online',
    ]);
    expect(codeOf(await feed(`${fixture.origin}/atom.xml`, undefined, {} as never))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('keeps a feed for its refresh interval, then reads it again', async () => {
    const url = `${fixture.origin}/rdf.xml`;
    const first = await entriesOf(url, 5);
    expect(fixture.requestsTo('/rdf.xml')).toBe(1);
    t.clock.advance(5 * MINUTE - 1);
    expect((await entriesOf(url, 5, { token: deviceToken })).fetchedAt).toBe(first.fetchedAt);
    expect(fixture.requestsTo('/rdf.xml')).toBe(1);
    t.clock.advance(1);
    await entriesOf(url, 5);
    expect(fixture.requestsTo('/rdf.xml')).toBe(2);
    // The default is 60 minutes.
    t.clock.advance(59 * MINUTE);
    await entriesOf(url);
    expect(fixture.requestsTo('/rdf.xml')).toBe(2);
  });

  it('says why a feed cannot be shown, and asks a failing one again after a minute', async () => {
    const page = await feed(`${fixture.origin}/page.html`);
    expect(codeOf(page)).toBe('BAD_USER_INPUT');
    expect(messageOf(page)).toBe('This address is not an RSS or Atom feed.');

    const missing = `${fixture.origin}/gone.xml`;
    expect(messageOf(await feed(missing))).toBe(
      'The feed could not be read: the server answered with status 404.',
    );
    expect(messageOf(await feed(missing))).toBe(
      'The feed could not be read: the server answered with status 404.',
    );
    expect(fixture.requestsTo('/gone.xml')).toBe(1);
    t.clock.advance(FAILURE_KEPT_MS);
    await feed(missing);
    expect(fixture.requestsTo('/gone.xml')).toBe(2);

    expect(messageOf(await feed(`http://127.0.0.1:${internal.port}/rss.xml`))).toBe(
      REFUSAL_MESSAGES.loopback,
    );
    expect(messageOf(await feed('http://169.254.169.254/latest/meta-data/'))).toBe(
      REFUSAL_MESSAGES.metadata,
    );
    expect(messageOf(await feed('file:///etc/passwd'))).toBe(REFUSAL_MESSAGES.scheme);
    expect(internal.connections()).toBe(0);
  });

  it('fetches a feed once for 200 screens asking at the same moment', async () => {
    t.clock.advance(2 * MINUTE);
    const url = `${fixture.origin}/rss.xml?wall`;
    const before = fixture.requestsTo('/rss.xml');
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => feed(url, 15, { token: deviceToken })),
    );
    expect(answers.every((a) => a.data?.rssFeed.feed.length === 4)).toBe(true);
    expect(fixture.requestsTo('/rss.xml')).toBe(before + 1);
  });

  it('lets one account make 120 upstream fetches a minute, even with 200 different addresses at once', async () => {
    t.clock.advance(2 * MINUTE);
    const before = fixture.requestsTo('/rss.xml');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => feed(`${fixture.origin}/rss.xml?n=${i}`)),
    );
    const { limit } = RATE_LIMITS.feedFetchesPerAccount;
    expect(answers.filter((a) => a.data?.rssFeed.feed.length === 4)).toHaveLength(limit);
    const limited = answers.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
    expect(limited).toHaveLength(200 - limit);
    expect(messageOf(limited[0]!)).toBe(FEED_FETCHES_RATE_MESSAGE);
    expect(fixture.requestsTo('/rss.xml')).toBe(before + limit);

    // Kept feeds still answer; a minute later new ones are fetched again.
    expect((await feed(`${fixture.origin}/rss.xml?wall`, 15)).errors).toBeUndefined();
    t.clock.advance(MINUTE);
    expect((await feed(`${fixture.origin}/rss.xml?n=199`)).errors).toBeUndefined();
    // 120 real fetches and parses in worker threads: on CI's busy 2 cores this passed 30 s once.
    // The limit only catches a hang; the assertions above are what the test checks.
  }, 120_000);
});
