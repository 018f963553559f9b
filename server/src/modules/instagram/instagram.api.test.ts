import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import {
  TestAuthorizeInstagramFeedDocument,
  TestCreateInstagramFeedDocument,
  TestInstagramAppConfiguredDocument,
  TestInstagramFeedChangedDocument,
  TestInstagramFeedDocument,
  TestInstagramFeedsDocument,
  type TestInstagramFeedChangedSubscription,
  type TypedDocumentString,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, subscribe, TestServer } from '../../test/harness.js';
import { imageProxyPath } from '../image-proxy/sign.js';
import { CONNECTED_MESSAGE } from './callback-page.js';
import { SIGN_IN_FIRST_MESSAGE } from './routes.js';
import { AUTHORIZATION_REFUSED } from './service.js';
import {
  FIXTURE_APP,
  LONG_TOKEN,
  REFRESHED_TOKEN,
  SHORT_TOKEN,
  startFixtureInstagram,
  type FixtureInstagram,
} from '../../test/fixture-instagram.js';

// Connected Instagram feeds against a local stand-in for Instagram (fixtures/instagram/), let
// through the URL guard by its exact loopback address and port. Time is the server's test clock.

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

describe('connected Instagram feeds', () => {
  let t: TestServer;
  let ig: FixtureInstagram;
  let token: string;
  let device: { deviceId: string; deviceToken: string };
  let otherToken: string;
  let otherDevice: { deviceId: string; deviceToken: string };
  /** Every answer the API gave in this file, to look for the access token in. */
  const answers: string[] = [];
  let codes = 0;

  beforeAll(async () => {
    ig = await startFixtureInstagram();
    t = await TestServer.start(ig.env);
    t.server.services.outboundFetch = { allowInternal: [ig.endpoint] };
    ig.expectRedirectUri(`${t.url}/integrations/instagram/callback`);
    token = await t.signIn();
    device = await t.pairDevice(token, 'Café window');
    otherToken = await signUpAccount(t, 'other-instagram@example.com');
    otherDevice = await t.pairDevice(otherToken, 'Elsewhere');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await ig.close();
  });

  async function attempt<R, V>(doc: TypedDocumentString<R, V>, vars: V, as: string) {
    const result = await t.attempt(doc, vars, { token: as });
    answers.push(JSON.stringify([result.data, result.errors]));
    return result;
  }
  async function ok<R, V>(doc: TypedDocumentString<R, V>, vars: V, as = token): Promise<R> {
    const result = await attempt(doc, vars, as);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }
  const created = async () => (await ok(TestCreateInstagramFeedDocument, {})).createInstagramFeed;
  const read = async (id: string, as = device.deviceToken, refresh = false) =>
    (await ok(TestInstagramFeedDocument, { id, refresh }, as)).instagramFeed;
  async function authorized() {
    const feed = await created();
    const code = `good-${++codes}#_`;
    return (await ok(TestAuthorizeInstagramFeedDocument, { feedId: feed._id, code }))
      .authorizeInstagramFeed;
  }

  it('says the app is configured', async () => {
    expect(await ok(TestInstagramAppConfiguredDocument, {})).toEqual({
      instagramAppConfigured: true,
    });
  });

  it("creates a feed that waits for its owner's consent on Instagram's page", async () => {
    const feed = await created();
    expect(feed).toMatchObject({ status: 'CREATED', media: [], instagramUsername: null });
    const url = new URL(feed.feedAuthorizationUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${ig.baseUrl}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FIXTURE_APP.id,
      redirect_uri: `${t.url}/integrations/instagram/callback`,
      response_type: 'code',
      scope: 'instagram_business_basic',
      state: feed._id,
    });
    const listed = (await ok(TestInstagramFeedsDocument, {})).instagramFeeds;
    expect(listed.map((f) => f._id)).toContain(feed._id);
  });

  it('authorises a feed: the account, its media through the image proxy, and the subscription hears it', async () => {
    const feed = await created();
    const changes = subscribe<TestInstagramFeedChangedSubscription>(
      t.ws({ token }),
      TestInstagramFeedChangedDocument.toString(),
      { id: feed._id },
    );
    expect((await changes.next()).data?.instagramFeedChanged.status).toBe('CREATED');

    const code = `good-${++codes}#_`;
    const done = (await ok(TestAuthorizeInstagramFeedDocument, { feedId: feed._id, code }))
      .authorizeInstagramFeed;
    expect(done).toMatchObject({
      status: 'AUTHORIZED',
      instagramUserId: '17841405793187218',
      instagramUsername: 'marquee.cafe',
    });
    const secret = t.server.config.secret;
    expect(done.media.map((m) => [m.id, m.mediaType, m.timestamp])).toEqual([
      ['18034559287071533', 'IMAGE', '2029-12-31T08:15:00.000Z'],
      ['17990125344612258', 'VIDEO', '2029-12-30T16:40:12.000Z'],
      ['17876543210987654', 'CAROUSEL_ALBUM', '2029-12-29T11:02:45.000Z'],
    ]);
    const [image, video] = done.media;
    expect(image!.proxyUrl).toBe(imageProxyPath(secret, image!.mediaUrl));
    expect(video!.mediaUrl).toMatch(/latte\.mp4/);
    expect(video!.proxyUrl).toBe(
      imageProxyPath(
        secret,
        'https://scontent.cdninstagram.com/v/t51.29350-15/441234999_2_n.jpg?stp=dst-jpg&oh=00_AfB3&oe=6640F1B3',
      ),
    );

    const heard = await changes.nextWhere(
      (e) => e.data?.instagramFeedChanged.status === 'AUTHORIZED',
      'the authorised feed',
    );
    expect(heard.data?.instagramFeedChanged.media).toHaveLength(3);
    await changes.stop();
  });

  it('refuses a code Instagram does not accept, and the feed stays waiting', async () => {
    const feed = await created();
    const refused = await attempt(
      TestAuthorizeInstagramFeedDocument,
      { feedId: feed._id, code: 'used-or-made-up' },
      token,
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe(AUTHORIZATION_REFUSED);
    expect((await read(feed._id)).status).toBe('CREATED');
  });

  it('authorises through the callback page, which tells the console window and closes', async () => {
    const feed = await created();
    const callback = `${t.url}/integrations/instagram/callback?code=good-${++codes}%23_&state=${feed._id}`;
    const anonymous = await fetch(callback);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain(SIGN_IN_FIRST_MESSAGE);

    const page = await fetch(callback, { headers: { cookie: `screens_token=${token}` } });
    const html = await page.text();
    answers.push(html);
    expect(page.status).toBe(200);
    expect(html).toContain(CONNECTED_MESSAGE);
    expect(html).toContain(`data-feed-id="${feed._id}"`);
    expect(html).toContain(`data-origin="${new URL(t.url).origin}"`);
    expect(html).toContain("postMessage({ type: 'instagram-authorized', feedId: data.feedId }");
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("default-src 'none'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await read(feed._id)).status).toBe('AUTHORIZED');

    // The same code again: Instagram refuses it, and the page says so.
    const again = await fetch(callback, { headers: { cookie: `screens_token=${token}` } });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(AUTHORIZATION_REFUSED);
  });

  it("lets the account's screens read a feed, and nobody of another account", async () => {
    const feed = await authorized();
    expect((await read(feed._id, device.deviceToken)).media).toHaveLength(3);
    for (const stranger of [otherToken, otherDevice.deviceToken]) {
      const refused = await attempt(TestInstagramFeedDocument, { id: feed._id }, stranger);
      expect(codeOf(refused)).toBe('NOT_FOUND');
    }
    const theirs = (await ok(TestInstagramFeedsDocument, {}, otherToken)).instagramFeeds;
    expect(theirs).toEqual([]);
  });

  it('fetches the media again once it is an hour old, not before', async () => {
    const feed = await authorized();
    ig.media = 'media-later';
    const before = ig.count('/me/media');
    t.clock.advance((HOUR_S - 1) * 1000);
    expect((await read(feed._id)).media[0]!.id).toBe('18034559287071533');
    expect(ig.count('/me/media')).toBe(before);
    t.clock.advance(1000);
    expect((await read(feed._id)).media[0]!.id).toBe('18100000000000001');
    expect(ig.count('/me/media')).toBe(before + 1);
    ig.media = 'media';
  });

  it('refreshes on request at most once a minute per feed, even for 200 screens at once', async () => {
    const feed = await authorized();
    t.clock.advance(30_000);
    const before = ig.count('/me/media');
    await read(feed._id, device.deviceToken, true);
    expect(ig.count('/me/media')).toBe(before);

    t.clock.advance(31_000);
    const wall = await Promise.all(
      Array.from({ length: 200 }, () => read(feed._id, device.deviceToken, true)),
    );
    expect(wall.every((f) => f.media.length === 3)).toBe(true);
    expect(ig.count('/me/media')).toBe(before + 1);
    await read(feed._id, device.deviceToken, true);
    expect(ig.count('/me/media')).toBe(before + 1);
  });

  it('renews a token in its last week, and reads with the new one', async () => {
    const feed = await authorized();
    t.clock.advance(54 * DAY_S * 1000);
    const renewals = ig.count('/refresh_access_token');
    expect((await read(feed._id)).status).toBe('AUTHORIZED');
    expect(ig.count('/refresh_access_token')).toBe(renewals + 1);
    const last = ig.requests.filter((r) => r.path === '/me/media').at(-1);
    expect(last?.query.get('access_token')).toBe(REFRESHED_TOKEN);
  });

  it('marks a feed EXPIRED when Instagram rejects its token, keeping its media', async () => {
    const feed = await authorized();
    const changes = subscribe<TestInstagramFeedChangedSubscription>(
      t.ws({ token }),
      TestInstagramFeedChangedDocument.toString(),
      { id: feed._id },
    );
    await changes.next();
    ig.rejectTokensIssuedSoFar();
    t.clock.advance(HOUR_S * 1000);
    const expired = await read(feed._id);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.media.map((m) => m.id)).toEqual(feed.media.map((m) => m.id));
    const heard = await changes.nextWhere(
      (e) => e.data?.instagramFeedChanged.status === 'EXPIRED',
      'the expired feed',
    );
    expect(heard.data?.instagramFeedChanged.media).toHaveLength(3);
    await changes.stop();

    // Without a token nothing more is asked of Instagram, until the owner consents again.
    const calls = ig.requests.length;
    t.clock.advance(HOUR_S * 1000);
    expect((await read(feed._id, device.deviceToken, true)).status).toBe('EXPIRED');
    expect(ig.requests.length).toBe(calls);
    const code = `good-${++codes}`;
    const again = await ok(TestAuthorizeInstagramFeedDocument, { feedId: feed._id, code });
    expect(again.authorizeInstagramFeed.status).toBe('AUTHORIZED');
  });

  it('never hands out an access token, nor keeps one readable', async () => {
    expect(answers.length).toBeGreaterThan(200);
    const rows = await t.server.services.db.selectFrom('instagram_feeds').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(rows.some((r) => r.sealed_access_token !== null)).toBe(true);
    for (const secret of [SHORT_TOKEN, LONG_TOKEN, REFRESHED_TOKEN, FIXTURE_APP.secret]) {
      expect(answers.filter((a) => a.includes(secret))).toEqual([]);
      expect(stored).not.toContain(secret);
    }
  });
});
