import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  TestCreateInstagramFeedDocument,
  TestInstagramFeedsDocument,
  TestInstagramPublicFeedDocument,
  TestLoadInstagramProfileDocument,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';
import { imageProxyPath } from '../image-proxy/sign.js';
import { INSTAGRAM_RATE_MESSAGE, PROFILE_NOT_LOADED } from './service.js';
import {
  PRIVATE_PROFILE,
  PUBLIC_PROFILE,
  startFixtureInstagram,
  type FixtureInstagram,
} from '../../test/fixture-instagram.js';

// Public profiles loaded by user name, the account's allowance of Instagram calls, and who may
// do what. Instagram is the local fixture server, let through the guard by address and port.

const PROFILE_PATH = '/api/v1/users/web_profile_info/';

describe('public Instagram profiles', () => {
  let t: TestServer;
  let ig: FixtureInstagram;
  let token: string;
  let device: { deviceId: string; deviceToken: string };
  let otherToken: string;

  beforeAll(async () => {
    ig = await startFixtureInstagram();
    t = await TestServer.start(ig.env);
    t.server.services.outboundFetch = { allowInternal: [ig.endpoint] };
    token = await t.signIn();
    device = await t.pairDevice(token, 'Bakery window');
    otherToken = await signUpAccount(t, 'other-public@example.com');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await ig.close();
  });

  const load = (username: string, as = token) =>
    t.attempt(TestLoadInstagramProfileDocument, { username }, { token: as });

  it("loads a public profile's posts, the same feed again for the same name", async () => {
    const loaded = (
      await t.request(
        TestLoadInstagramProfileDocument,
        {
          username: ` @OldTown.Bakery `,
        },
        { token },
      )
    ).loadInstagramProfile;
    expect(loaded.username).toBe(PUBLIC_PROFILE);
    expect(loaded.media.map((m) => [m.mediaType, m.caption, m.timestamp])).toEqual([
      ['IMAGE', 'Cinnamon rolls are back "today" & tomorrow', '2030-01-01T09:00:00.000Z'],
      ['VIDEO', null, '2029-12-31T09:00:00.000Z'],
      ['CAROUSEL_ALBUM', 'Our team, our ovens', '2029-12-30T09:00:00.000Z'],
    ]);
    const [image, video] = loaded.media;
    expect(image!.permalink).toBe('https://www.instagram.com/p/C6xYzAbCdEf/');
    expect(video!.mediaUrl).toMatch(/oven\.mp4/);
    expect(video!.proxyUrl).toBe(
      imageProxyPath(
        t.server.config.secret,
        'https://scontent-prg1-1.cdninstagram.com/v/t51.29350-15/443000002_n.jpg?stp=dst-jpg_e35&oh=00_AfE2&oe=6641A0A2',
      ),
    );

    // Within a minute the same feed comes back without asking Instagram again.
    const calls = ig.count(PROFILE_PATH);
    const again = await t.request(
      TestLoadInstagramProfileDocument,
      { username: PUBLIC_PROFILE },
      {
        token,
      },
    );
    expect(again.loadInstagramProfile._id).toBe(loaded._id);
    expect(ig.count(PROFILE_PATH)).toBe(calls);
    t.clock.advance(61_000);
    const later = await t.request(
      TestLoadInstagramProfileDocument,
      { username: PUBLIC_PROFILE },
      {
        token,
      },
    );
    expect(later.loadInstagramProfile._id).toBe(loaded._id);
    expect(ig.count(PROFILE_PATH)).toBe(calls + 1);
  });

  it.each([
    ['a private profile', PRIVATE_PROFILE],
    ['an unknown profile', 'nobody.bakes.here'],
    ['a name Instagram cannot have', 'not a name!'],
  ])('answers "%s" with the message', async (_what, username) => {
    const refused = await load(username);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(messageOf(refused)).toBe('Can not load this profile, is the profile public?');
    expect(messageOf(refused)).toBe(PROFILE_NOT_LOADED);
  });

  it('lets the account read a public feed by id and name, and nobody of another account', async () => {
    const { _id: id } = (
      await t.request(
        TestLoadInstagramProfileDocument,
        {
          username: PUBLIC_PROFILE,
        },
        { token },
      )
    ).loadInstagramProfile;
    const byDevice = await t.request(
      TestInstagramPublicFeedDocument,
      { id, username: PUBLIC_PROFILE },
      { token: device.deviceToken },
    );
    expect(byDevice.instagramPublicFeed.media).toHaveLength(3);
    const wrongName = await t.attempt(
      TestInstagramPublicFeedDocument,
      { id, username: PRIVATE_PROFILE },
      { token: device.deviceToken },
    );
    expect(codeOf(wrongName)).toBe('NOT_FOUND');
    const stranger = await t.attempt(
      TestInstagramPublicFeedDocument,
      { id, username: PUBLIC_PROFILE },
      { token: otherToken },
    );
    expect(codeOf(stranger)).toBe('NOT_FOUND');
  });

  it('fetches a public feed again once it is an hour old', async () => {
    const { _id: id } = (
      await t.request(
        TestLoadInstagramProfileDocument,
        {
          username: PUBLIC_PROFILE,
        },
        { token },
      )
    ).loadInstagramProfile;
    const calls = ig.count(PROFILE_PATH);
    const read = () =>
      t.request(
        TestInstagramPublicFeedDocument,
        { id, username: PUBLIC_PROFILE },
        {
          token: device.deviceToken,
        },
      );
    await read();
    expect(ig.count(PROFILE_PATH)).toBe(calls);
    t.clock.advance(3600 * 1000);
    await read();
    expect(ig.count(PROFILE_PATH)).toBe(calls + 1);
  });

  it('keeps editing to those who may edit scenes, and profiles away from screens', async () => {
    const reader = await invitedUser(t, token, 'reader-instagram@example.com', ['scene:read']);
    expect(codeOf(await load(PUBLIC_PROFILE, reader))).toBe('FORBIDDEN');
    const create = await t.attempt(TestCreateInstagramFeedDocument, {}, { token: reader });
    expect(codeOf(create)).toBe('FORBIDDEN');
    const listed = await t.attempt(TestInstagramFeedsDocument, {}, { token: reader });
    expect(listed.errors).toBeUndefined();
    expect(codeOf(await load(PUBLIC_PROFILE, device.deviceToken))).toBe('FORBIDDEN');
  });

  it('lets an account make 60 calls to Instagram a minute, even in a burst of 200', async () => {
    const burst = await signUpAccount(t, 'burst-instagram@example.com');
    const calls = ig.count(PROFILE_PATH);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => load(`unknown.${i}`, burst)),
    );
    const limited = answers.filter((a) => codeOf(a) === 'TOO_MANY_REQUESTS');
    expect(limited).toHaveLength(140);
    expect(messageOf(limited[0]!)).toBe(INSTAGRAM_RATE_MESSAGE);
    expect(answers.filter((a) => messageOf(a) === PROFILE_NOT_LOADED)).toHaveLength(60);
    expect(ig.count(PROFILE_PATH)).toBe(calls + 60);
  });
});

describe('a server without an Instagram app', () => {
  let t: TestServer;
  let token: string;
  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
  }, 60_000);
  afterAll(() => t.close());

  it('says so, and refuses to connect an account with the disabled reason', async () => {
    const configured = await t.gql('{ instagramAppConfigured }', {}, { token });
    expect(configured.data).toEqual({ instagramAppConfigured: false });
    const create = await t.attempt(TestCreateInstagramFeedDocument, {}, { token });
    expect(codeOf(create)).toBe('BAD_USER_INPUT');
    expect(messageOf(create)).toBe('Instagram App is temporarily disabled. It will be back soon.');
  });
});
