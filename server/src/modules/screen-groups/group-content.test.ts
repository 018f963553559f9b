import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribe, TestServer } from '../../test/harness.js';

// What a player notices: the same subscriptions the players hold (contentVersionChanged for the
// content to fetch, currentDeviceChanged for the device) follow a screen's groups.

type DeviceEvent = {
  currentDeviceChanged: { publishedContent: { entityId: string } | null };
};
type VersionEvent = { contentVersionChanged: { hash: string | null; url: string | null } };

describe('content published to groups', () => {
  let t: TestServer;
  let operator: string;
  const playlists: Record<string, string> = {};

  const op = async <T = Record<string, unknown>>(query: string, vars: Record<string, unknown>) => {
    const res = await t.gql<T>(query, vars, { token: operator });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const publish = (entityId: string, targets: { deviceIds?: string[]; groupIds?: string[] }) =>
    op<{ publishToScreens: { screenCount: number; keepingOwnContent: number } }>(
      `mutation($e: ID!, $t: PublishTargetsInput!) {
        publishToScreens(content: { collectionName: playlist, entityId: $e }, targets: $t) {
          screenCount keepingOwnContent
        }
      }`,
      { e: entityId, t: targets },
    ).then((d) => d.publishToScreens);
  const createGroup = async (name: string) =>
    (
      await op<{ createScreenGroup: { _id: string } }>(
        'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
        { n: name },
      )
    ).createScreenGroup._id;
  const membership = (change: 'add' | 'remove', groupId: string, deviceIds: string[]) =>
    op(
      `mutation($g: ID!, $d: [ID!]!) { ${change === 'add' ? 'addScreensToGroup' : 'removeScreensFromGroup'}(groupId: $g, deviceIds: $d) { _id } }`,
      { g: groupId, d: deviceIds },
    );
  const source = async (deviceId: string) =>
    (
      await op<{ device: { contentSource: { kind: string; group: { name: string } | null } } }>(
        'query($id: ID!) { device(id: $id) { contentSource { kind group { name } } } }',
        { id: deviceId },
      )
    ).device.contentSource;

  /**
   * A player's two subscriptions, waiting for what it plays to become `entityId` (or nothing): the
   * content version names it, and the device's own document says so when the player asks.
   */
  function player(deviceToken: string) {
    const client = t.ws({ token: deviceToken });
    const device = subscribe<DeviceEvent>(
      client,
      'subscription { currentDeviceChanged { _id publishedContent { collectionName entityId } } }',
    );
    const versions = subscribe<VersionEvent>(
      client,
      'subscription { contentVersionChanged { hash url spreadMs } }',
    );
    return {
      async opened() {
        await device.next();
        await versions.next();
      },
      async plays(entityId: string | null, outcome: string) {
        // The content to fetch is named by its entity; nothing published: no url.
        const version = await versions.nextWhere(
          (e) =>
            entityId === null
              ? e.data?.contentVersionChanged.url === null
              : (e.data?.contentVersionChanged.url ?? '').includes(`/${entityId}/`),
          `${outcome} (content version)`,
        );
        expect(version.data?.contentVersionChanged.hash ?? null).toEqual(
          entityId === null ? null : expect.stringMatching(/^[0-9a-f]{64}$/),
        );
        const asked = await t.gql<{ currentDevice: DeviceEvent['currentDeviceChanged'] }>(
          '{ currentDevice { publishedContent { entityId } } }',
          {},
          { token: deviceToken },
        );
        expect(asked.data?.currentDevice.publishedContent?.entityId ?? null).toBe(entityId);
      },
    };
  }

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    const listed = await op<{ playlists: { _id: string; name: string }[] }>(
      '{ playlists { _id name } }',
      {},
    );
    playlists.demo = listed.playlists[0]!._id;
    for (const name of ['Own', 'Later']) {
      const made = await op<{ createPlaylist: { _id: string } }>(
        'mutation($n: String!) { createPlaylist(input: { name: $n }) { _id } }',
        { n: name },
      );
      playlists[name] = made.createPlaylist._id;
    }
  });
  afterAll(() => t.close());

  it('a screen joining later gets the group playlist; its own publish wins; leaving falls back', async () => {
    const first = await t.pairDevice(operator, 'Shop 1 left');
    const later = await t.pairDevice(operator, 'Shop 1 right');
    const shop = await createGroup('Shop 1');
    await membership('add', shop, [first.deviceId]);
    expect(await publish(playlists.demo!, { groupIds: [shop] })).toEqual({
      screenCount: 1,
      keepingOwnContent: 0,
    });

    const screen = player(later.deviceToken);
    await screen.opened();
    await membership('add', shop, [later.deviceId]);
    await screen.plays(playlists.demo!, 'the screen that joined plays the group playlist');
    expect(await source(later.deviceId)).toEqual({ kind: 'group', group: { name: 'Shop 1' } });

    // Its own publish wins over the group's, even over a later one.
    await publish(playlists.Own!, { deviceIds: [later.deviceId] });
    await screen.plays(playlists.Own!, 'the screen plays its own publish');
    expect(await publish(playlists.Later!, { groupIds: [shop] })).toEqual({
      screenCount: 1,
      keepingOwnContent: 1,
    });
    expect(await source(later.deviceId)).toEqual({ kind: 'own', group: null });

    // Without its own publish it follows the group again.
    await op('mutation($d: [ID!]!) { clearScreenContent(deviceIds: $d) }', {
      d: [later.deviceId],
    });
    await screen.plays(playlists.Later!, 'the screen follows the group once its own is cleared');

    await membership('remove', shop, [later.deviceId]);
    await screen.plays(null, 'the screen that left the group plays nothing');
    expect(await source(later.deviceId)).toEqual({ kind: 'none', group: null });
  });

  it('a screen in several groups plays the most recently published one; deleting it falls back', async () => {
    const { deviceId, deviceToken } = await t.pairDevice(operator, 'Atrium');
    const [floor, promo] = [await createGroup('Floor'), await createGroup('Promotions')];
    await membership('add', floor, [deviceId]);
    await membership('add', promo, [deviceId]);
    const screen = player(deviceToken);
    await screen.opened();

    await publish(playlists.demo!, { groupIds: [floor] });
    await screen.plays(playlists.demo!, 'the screen plays the first group published');
    t.clock.advance(1_000);
    await publish(playlists.Later!, { groupIds: [promo] });
    await screen.plays(playlists.Later!, 'the most recently published group wins');
    expect(await source(deviceId)).toEqual({ kind: 'group', group: { name: 'Promotions' } });

    const deleted = await op<{ deleteScreenGroup: boolean }>(
      'mutation($g: ID!) { deleteScreenGroup(id: $g) }',
      { g: promo },
    );
    expect(deleted.deleteScreenGroup).toBe(true);
    await screen.plays(playlists.demo!, 'the screen falls back to its other group');
    // The screen itself stays.
    const still = await op<{ device: { name: string; groups: { name: string }[] } }>(
      'query($id: ID!) { device(id: $id) { name groups { name } } }',
      { id: deviceId },
    );
    expect(still.device).toEqual({ name: 'Atrium', groups: [{ name: 'Floor' }] });

    // Content deleted from under a group leaves its screens with nothing.
    await op('mutation($p: ID!) { deletePlaylist(id: $p) }', { p: playlists.demo! });
    await screen.plays(null, 'the screen plays nothing once the group content is deleted');
  });
});
