import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import { subscribe, TestServer } from '../../test/harness.js';
import { LIVE_PAGE_PER_ADDRESS } from './limits.js';
import { LINK_GONE } from './routes.js';

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
}

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
});
