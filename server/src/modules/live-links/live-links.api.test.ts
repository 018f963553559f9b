import { randomBytes, randomUUID } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-services.js';
import type { RateLimit } from '../../rate-limits.js';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import { subscribe, TestServer } from '../../test/harness.js';
import { screensWrittenLike } from '../../test/screens-in-table.js';
import { addMembers } from '../screen-groups/repo.js';
import {
  LIVE_PAGE_PER_ADDRESS,
  LIVE_PAGE_PER_LINK,
  LIVE_PICTURES_PER_LINK,
  MAX_LIVE_SCREENS,
} from './limits.js';
import { liveLinkOf, livePage, livePicture } from './public-view.js';
import { LINK_GONE, TOO_MANY, TOO_MANY_FOR_LINK } from './routes.js';

// Operators share one screen or one group at a public address; anyone with it sees the screens'
// latest pictures, names and what they play, and nothing else; a revoked address stops at once.

/** A 1×1 white PNG, as the fake host takes it. */
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

interface LinkAnswer {
  _id: string;
  targetKind: string;
  targetId: string;
  targetName: string | null;
  url: string | null;
}
interface PublicScreen {
  name: string;
  online: boolean;
  canTakeScreenshots: boolean;
  playing: string | null;
  picture: { url: string; width: number; height: number; takenAt: string } | null;
}

interface LivePage {
  title: string;
  kind: string;
  screens: PublicScreen[];
  moreScreens: number;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** GET from a chosen loopback address (another viewer, as the server sees it). */
function getFrom(url: string, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const tally = (answers: { status: number }[]) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
};

/** The services with a database that counts the rows its queries hand back to the server. */
function countingRows(services: AppServices) {
  const read = { rows: 0 };
  const db = services.db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: ({ result }) => {
      read.rows += result.rows.length;
      return Promise.resolve(result);
    },
  });
  return { app: { ...services, db }, read };
}

/** The page's order (repo.firstGroupScreens): ASCII letters lower-cased, code by code, then id. */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const inPageOrder = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  compare(asciiLower(a.name), asciiLower(b.name)) || compare(a.id, b.id);

const LINK_FIELDS = '_id targetKind targetId targetName url createdAt';

describe('live view links', () => {
  let t: TestServer;
  let operator: string;
  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
  });
  afterAll(() => t.close());

  const create = (kind: 'screen' | 'group', id: string, token = operator) =>
    t.gql<{ createLiveLink: LinkAnswer }>(
      `mutation($k: LiveLinkTargetKind!, $id: ID!) { createLiveLink(target: { kind: $k, id: $id }) { ${LINK_FIELDS} } }`,
      { k: kind, id },
      { token },
    );
  const list = async (token = operator) =>
    (await t.gql<{ liveLinks: LinkAnswer[] }>(`{ liveLinks { ${LINK_FIELDS} } }`, {}, { token }))
      .data?.liveLinks;
  const revoke = (id: string, token = operator) =>
    t.gql<{ revokeLiveLink: boolean }>(
      'mutation($id: ID!) { revokeLiveLink(id: $id) }',
      { id },
      { token },
    );
  /** The page data an address opens, as the public page asks for it. */
  const publicPage = (url: string) => fetch(url.replace('/live/', '/api/live/'));
  const pageData = async (url: string) => (await (await publicPage(url)).json()) as LivePage;
  /** The link row a live address opens, as the public endpoints find it. */
  const linkOfUrl = async (url: string) =>
    (await liveLinkOf(t.server.services, url.slice(url.lastIndexOf('/') + 1)))!;
  const newGroup = async (name: string) =>
    (
      await t.gql<{ createScreenGroup: { _id: string } }>(
        'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
        { n: name },
        { token: operator },
      )
    ).data!.createScreenGroup._id;
  /** Puts the screens in the group straight in the table, 500 rows a statement. */
  const writeMembers = async (accountId: string, groupId: string, deviceIds: string[]) => {
    for (let i = 0; i < deviceIds.length; i += 500)
      await addMembers(
        t.server.services.db,
        deviceIds.slice(i, i + 500).map((deviceId) => ({
          id: randomUUID(),
          account_id: accountId,
          group_id: groupId,
          device_id: deviceId,
          added_at: t.clock.now().toISOString(),
        })),
      );
  };
  const rename = (id: string, name: string) =>
    t.server.services.db.updateTable('devices').set({ name }).where('id', '=', id).execute();
  /** Counts `uses` of the limit for `subject` (the test's viewers had been busy), 100 at once. */
  const useUp = async (limit: RateLimit, subject: string, uses: number) => {
    for (let i = 0; i < uses; i += 100)
      await Promise.all(
        Array.from({ length: Math.min(100, uses - i) }, () =>
          t.server.services.rateLimits.take(limit, subject, t.clock.now()),
        ),
      );
  };
  const screenshot = async (screen: { deviceId: string; deviceToken: string }) => {
    const asked = await t.gql<{ sendDeviceCommand: { _id: string } }>(
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: screenshot) { _id } }',
      { d: screen.deviceId },
      { token: operator },
    );
    const uploaded = await t.gql(
      `mutation($c: ID!) { uploadDeviceScreenshot(commandId: $c, image: { mimeType: "image/png", base64: "${PNG_1x1}" }) { _id } }`,
      { c: asked.data!.sendDeviceCommand._id },
      { token: screen.deviceToken },
    );
    expect(uploaded.errors).toBeUndefined();
  };
  const publishDemoPlaylist = async (deviceId: string) => {
    const { data } = await t.gql<{ playlists: { _id: string; name: string }[] }>(
      '{ playlists { _id name } }',
      {},
      { token: operator },
    );
    const playlist = data!.playlists[0]!;
    await t.gql(
      'mutation($d: ID!, $p: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $p }) { _id } }',
      { d: deviceId, p: playlist._id },
      { token: operator },
    );
    return playlist.name;
  };

  it('shows one screen to anyone with the address: its picture, name and what it plays', async () => {
    const screen = await t.pairDevice(operator, 'Window display');
    const playing = await publishDemoPlaylist(screen.deviceId);
    await screenshot(screen);
    const made = await create('screen', screen.deviceId);
    expect(made.errors).toBeUndefined();
    const link = made.data!.createLiveLink;
    expect(link).toMatchObject({ targetKind: 'screen', targetName: 'Window display' });
    // The token is 256 random bits in base64url, and the list never shows it again.
    expect(link.url).toMatch(new RegExp(`^${t.url}/live/[A-Za-z0-9_-]{43}$`));
    expect((await list())?.find((l) => l._id === link._id)).toMatchObject({ url: null });

    const res = await publicPage(link.url!);
    expect(res.status).toBe(200);
    const text = await res.text();
    const page = JSON.parse(text) as { title: string; kind: string; screens: PublicScreen[] };
    expect(page).toMatchObject({ title: 'Window display', kind: 'screen' });
    expect(page.screens).toEqual([
      {
        name: 'Window display',
        online: expect.any(Boolean) as boolean,
        canTakeScreenshots: true,
        playing,
        picture: expect.objectContaining({ width: 1, height: 1 }) as object,
      },
    ]);
    // Nothing of the account beyond that: no ids of its rows, no e-mail.
    for (const secret of [screen.deviceId, link._id, 'admin@marquee.local', 'account'])
      expect(text).not.toContain(secret);
    const picture = await fetch(new URL(page.screens[0]!.picture!.url, t.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).toString('base64')).toBe(PNG_1x1);

    // Revoked: the page and its picture both say the link no longer works.
    expect((await revoke(link._id)).data?.revokeLiveLink).toBe(true);
    const gone = await publicPage(link.url!);
    expect(gone.status).toBe(404);
    expect((await gone.text()).trim()).toBe(LINK_GONE);
    const goneImage = await fetch(new URL(page.screens[0]!.picture!.url, t.url));
    expect(goneImage.status).toBe(404);
    expect((await list())?.some((l) => l._id === link._id)).toBe(false);
  });

  it('shows each screen of a group, by name', async () => {
    const a = await t.pairDevice(operator, 'Bar B');
    const b = await t.pairDevice(operator, 'Bar A');
    const grouped = await t.gql<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Bar screens") { _id } }',
      {},
      { token: operator },
    );
    const groupId = grouped.data!.createScreenGroup._id;
    await t.gql(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
      { g: groupId, d: [a.deviceId, b.deviceId] },
      { token: operator },
    );
    await screenshot(b);
    const link = (await create('group', groupId)).data!.createLiveLink;
    expect(link).toMatchObject({ targetKind: 'group', targetName: 'Bar screens' });
    const page = (await (await publicPage(link.url!)).json()) as {
      title: string;
      screens: PublicScreen[];
    };
    expect(page.title).toBe('Bar screens');
    expect(page.screens.map((s) => [s.name, s.picture !== null])).toEqual([
      ['Bar A', true],
      ['Bar B', false],
    ]);
  });

  it('refuses what is not a screen or group of the space, in words beside the field', async () => {
    const unknown = await create('screen', 'no-such-screen');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'target.id', message: 'Choose a screen of this account' }],
    });
    const long = await create('group', 'x'.repeat(5_000));
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // A token of the wrong shape is refused before any lookup, however long.
    for (const path of ['/api/live/short', `/api/live/${'a'.repeat(10_000)}`, '/api/live/a/b/c'])
      expect((await fetch(`${t.url}${path}`)).status).toBe(404);
  });

  it('lets only the account that made a link see or revoke it, with device configure', async () => {
    const screen = await t.pairDevice(operator, 'Back office');
    const link = (await create('screen', screen.deviceId)).data!.createLiveLink;
    const stranger = await signUpAccount(t, 'stranger@example.com');
    const refused = await revoke(link._id, stranger);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await list(stranger)).toEqual([]);
    const strangerMade = await create('screen', screen.deviceId, stranger);
    expect(strangerMade.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const viewer = await invitedUser(t, operator, 'viewer@example.com', ['device:read']);
    expect((await create('screen', screen.deviceId, viewer)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await revoke(link._id, viewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await publicPage(link.url!)).status).toBe(200);
  });

  it('asks a watched screen for a new picture once its latest is old, once however many watch', async () => {
    const screen = await t.pairDevice(operator, 'Lobby');
    const link = (await create('screen', screen.deviceId)).data!.createLiveLink;
    // The screen holds its subscription, as a player does: it is online and hears its commands.
    const heard = subscribe<{ currentDeviceChanged: { pendingCommands: { type: string }[] } }>(
      t.ws({ token: screen.deviceToken }),
      'subscription { currentDeviceChanged { pendingCommands { type } } }',
    );
    await heard.next();
    await expect
      .poll(
        async () => ((await (await publicPage(link.url!)).json()) as LivePage).screens[0]!.online,
      )
      .toBe(true);
    await Promise.all([publicPage(link.url!), publicPage(link.url!), publicPage(link.url!)]);
    const asked = await heard.nextWhere(
      (e) => (e.data?.currentDeviceChanged.pendingCommands.length ?? 0) > 0,
      'the screen hears a screenshot command',
    );
    expect(asked.data?.currentDeviceChanged.pendingCommands).toEqual([{ type: 'screenshot' }]);
    await heard.stop();
  });

  it('holds its limit per address under a burst of 200, answering every request', async () => {
    const screen = await t.pairDevice(operator, 'Burst');
    const link = (await create('screen', screen.deviceId)).data!.createLiveLink;
    t.clock.advance(LIVE_PAGE_PER_ADDRESS.windowMs + 1);
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async () => (await publicPage(link.url!)).status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIVE_PAGE_PER_ADDRESS.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LIVE_PAGE_PER_ADDRESS.limit);
  });

  it('shows a group of thousands its first screens by name, reading what it shows only', async () => {
    t.clock.advance(LIVE_PAGE_PER_ADDRESS.windowMs + 1); // past the burst of the test before
    const model = await t.pairDevice(operator, 'Model');
    const { accountId, ids } = await screensWrittenLike(t, model.deviceId, 3_000);
    const names = new Map(ids.map((id, i) => [id, `Screen ${i}`]));
    // Letter case is ignored and ties go by id, the same on both databases ("É" is no letter to
    // SQLite's lower(), so PostgreSQL's must not fold it either).
    for (const [i, name] of [
      [2_999, 'lobby'],
      [1_500, 'Lobby'],
      [7, 'Atrium'],
      [8, 'bar'],
      [9, 'Zoo'],
      [10, 'Écran'],
      [11, 'ébène'],
    ] as const) {
      await rename(ids[i]!, name);
      names.set(ids[i]!, name);
    }
    const screens = ids.map((id) => ({ id, name: names.get(id)! })).sort(inPageOrder);
    const shown = screens.slice(0, MAX_LIVE_SCREENS);
    const lobbies = [
      { id: ids[1_500]!, name: 'Lobby' },
      { id: ids[2_999]!, name: 'lobby' },
    ]
      .sort((a, b) => compare(a.id, b.id))
      .map((s) => s.name);
    expect(shown.slice(0, 5).map((s) => s.name)).toEqual(['Atrium', 'bar', ...lobbies, 'Screen 0']);
    const bigId = await newGroup('Whole fleet');
    await writeMembers(accountId, bigId, ids);
    const smallId = await newGroup('First screens');
    await writeMembers(
      accountId,
      smallId,
      shown.map((s) => s.id),
    );
    const signsId = await newGroup('Signs');
    await writeMembers(
      accountId,
      signsId,
      [7, 8, 9, 10, 11, 1_500, 2_999].map((i) => ids[i]!),
    );
    const [big, small, signs] = await Promise.all(
      [bigId, smallId, signsId].map(async (id) => (await create('group', id)).data!.createLiveLink),
    );

    const page = await pageData(big!.url!);
    expect(page.title).toBe('Whole fleet');
    expect(page.screens.map((s) => s.name)).toEqual(shown.map((s) => s.name));
    expect(page.moreScreens).toBe(3_000 - MAX_LIVE_SCREENS);
    expect((await pageData(signs!.url!)).screens.map((s) => s.name)).toEqual([
      'Atrium',
      'bar',
      ...lobbies,
      'Zoo',
      'Écran',
      'ébène',
    ]);

    // The page of 3,000 screens reads exactly the rows the page of its first 60 does: none of
    // the others (reading them all, and sorting them in the server, once stalled it for seconds).
    const rowsOfPage = async (url: string) => {
      const { app, read } = countingRows(t.server.services);
      const data = await livePage(app, await linkOfUrl(url), '/pictures/');
      return { rows: read.rows, names: data!.screens.map((s) => s.name), more: data!.moreScreens };
    };
    const [bigRead, smallRead] = [await rowsOfPage(big!.url!), await rowsOfPage(small!.url!)];
    expect(bigRead.names).toEqual(smallRead.names);
    expect([bigRead.more, smallRead.more]).toEqual([3_000 - MAX_LIVE_SCREENS, 0]);
    expect(bigRead.rows).toBe(smallRead.rows);
    expect(bigRead.rows).toBeLessThan(10 * MAX_LIVE_SCREENS);

    // A made-up picture key answers 404 after at most one indexed read, whatever the group's size.
    const { app, read } = countingRows(t.server.services);
    const bigLink = await linkOfUrl(big!.url!);
    for (const key of [randomBytes(16).toString('base64url'), 'x'.repeat(22), 'short'])
      expect(await livePicture(app, bigLink, key)).toBeNull();
    expect(read.rows).toBe(0);
    const wrong = await fetch(
      `${big!.url!.replace('/live/', '/api/live/')}/pictures/${randomBytes(16).toString('base64url')}`,
    );
    expect(wrong.status).toBe(404);
    expect((await wrong.text()).trim()).toBe(LINK_GONE);
  });

  it("opens a group's picture by its key, in its own link only, while the screen is in it", async () => {
    t.clock.advance(LIVE_PAGE_PER_ADDRESS.windowMs + 1);
    const hall = await t.pairDevice(operator, 'Hall');
    const groupId = await newGroup('Halls');
    await t.gql(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
      { g: groupId, d: [hall.deviceId] },
      { token: operator },
    );
    await screenshot(hall);
    const [one, other] = [
      (await create('group', groupId)).data!.createLiveLink,
      (await create('group', groupId)).data!.createLiveLink,
    ];
    const pictureUrl = (await pageData(one.url!)).screens[0]!.picture!.url;
    const picture = await fetch(new URL(pictureUrl, t.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    const key = pictureUrl.slice(pictureUrl.lastIndexOf('/') + 1, pictureUrl.indexOf('?'));
    const otherApi = other.url!.replace('/live/', '/api/live/');
    expect((await fetch(`${otherApi}/pictures/${key}`)).status).toBe(404);
    // One key per picture: another spelling of its bytes (an unused low bit set) opens nothing.
    const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = key.slice(0, -1) + base64url[base64url.indexOf(key.at(-1)!) + 1]!;
    const oneApi = one.url!.replace('/live/', '/api/live/');
    expect((await fetch(`${oneApi}/pictures/${respelled}`)).status).toBe(404);
    await t.gql(
      'mutation($g: ID!, $d: [ID!]!) { removeScreensFromGroup(groupId: $g, deviceIds: $d) { _id } }',
      { g: groupId, d: [hall.deviceId] },
      { token: operator },
    );
    expect((await fetch(new URL(pictureUrl, t.url))).status).toBe(404);
  });

  it('holds a limit per link whatever the addresses, answering as the per-address one does', async () => {
    const screen = await t.pairDevice(operator, 'Busy lobby');
    const link = (await create('screen', screen.deviceId)).data!.createLiveLink;
    const api = link.url!.replace('/live/', '/api/live/');
    const { id } = await linkOfUrl(link.url!);
    t.clock.advance(LIVE_PAGE_PER_LINK.windowMs + 1);

    // Viewers elsewhere used all but 10 of the link's pages this minute; two more addresses,
    // each well within its own limit, get 10 pages between them.
    await useUp(LIVE_PAGE_PER_LINK, id, LIVE_PAGE_PER_LINK.limit - 10);
    const answers = await Promise.all(
      ['127.0.0.2', '127.0.0.3'].flatMap((address) =>
        Array.from({ length: 10 }, () => getFrom(api, address)),
      ),
    );
    expect(tally(answers)).toEqual({ 200: 10, 429: 10 });
    const overLink = answers.find((a) => a.status === 429)!;
    expect(overLink.text.trim()).toBe(TOO_MANY_FOR_LINK);

    // Its answer has the shape of the per-address one: the same headers, a sentence in words.
    await useUp(LIVE_PAGE_PER_ADDRESS, '127.0.0.4', LIVE_PAGE_PER_ADDRESS.limit);
    const overAddress = await getFrom(api, '127.0.0.4');
    expect(overAddress.status).toBe(429);
    expect(overAddress.text.trim()).toBe(TOO_MANY);
    const shape = ({ headers }: Answer) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    expect(shape(overLink)).toEqual(shape(overAddress));
    expect(overLink.headers['retry-after']).toBe('60');

    // Pictures too, counted apart from pages: a wrong key is counted, and answers 404 within it.
    await useUp(LIVE_PICTURES_PER_LINK, id, LIVE_PICTURES_PER_LINK.limit - 5);
    const pictures = await Promise.all(
      Array.from({ length: 10 }, () =>
        getFrom(`${api}/pictures/${randomBytes(16).toString('base64url')}`, '127.0.0.5'),
      ),
    );
    expect(tally(pictures)).toEqual({ 404: 5, 429: 5 });
    expect(pictures.find((a) => a.status === 429)!.text.trim()).toBe(TOO_MANY_FOR_LINK);

    // Revoked, the link answers 404 at once, over its limit or not.
    expect((await revoke(link._id)).data?.revokeLiveLink).toBe(true);
    expect((await getFrom(api, '127.0.0.6')).status).toBe(404);
  });
});
