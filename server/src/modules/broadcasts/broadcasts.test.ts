import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import { codeOf, subscribe, TestServer } from '../../test/harness.js';

// An emergency broadcast reaches screens over the content versions they already follow, above
// their own publish, named by its id; a screen connecting later gets it; clearing returns each
// screen to its own content.

type VersionEvent = {
  contentVersionChanged: { url: string | null; broadcastId: string | null };
};

describe('emergency broadcasts', () => {
  let t: TestServer;
  let operator: string;
  const playlists: Record<string, string> = {};

  const op = async <T = Record<string, unknown>>(query: string, vars: Record<string, unknown>) => {
    const res = await t.gql<T>(query, vars, { token: operator });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const active = () =>
    op<{
      activeBroadcasts: { _id: string; screenCount: number; acknowledgedCount: number }[];
    }>('{ activeBroadcasts { _id screenCount acknowledgedCount } }', {}).then(
      (d) => d.activeBroadcasts,
    );

  /** A player's content versions: what it plays is named by its entity in the version's url. */
  function player(deviceToken: string) {
    const client = t.ws({ token: deviceToken });
    const versions = subscribe<VersionEvent>(
      client,
      'subscription { contentVersionChanged { url broadcastId } }',
    );
    return {
      plays: (entityId: string, outcome: string) =>
        versions.nextWhere(
          (e) => (e.data?.contentVersionChanged.url ?? '').includes(`/${entityId}/`),
          outcome,
        ),
      close: () => client.dispose(),
    };
  }

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    for (const name of ['Own A', 'Own B', 'Own C', 'Fire drill']) {
      const made = await op<{ createPlaylist: { _id: string } }>(
        'mutation($n: String!) { createPlaylist(input: { name: $n }) { _id } }',
        { n: name },
      );
      playlists[name] = made.createPlaylist._id;
    }
  });
  afterAll(() => t.close());

  it('a group broadcast takes over its screens only, reaches a reconnecting one, and clears', async () => {
    const a = await t.pairDevice(operator, 'Shop A');
    const b = await t.pairDevice(operator, 'Shop B');
    const c = await t.pairDevice(operator, 'Warehouse');
    const own = { [a.deviceId]: 'Own A', [b.deviceId]: 'Own B', [c.deviceId]: 'Own C' };
    for (const [deviceId, name] of Object.entries(own))
      await op(
        'mutation($d: ID!, $p: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $p }) { _id } }',
        { d: deviceId, p: playlists[name] },
      );
    const made = await op<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Shops") { _id } }',
      {},
    );
    const shops = made.createScreenGroup._id;
    await op(
      'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
      {
        g: shops,
        d: [a.deviceId, b.deviceId],
      },
    );

    const screenA = player(a.deviceToken);
    const screenC = player(c.deviceToken);
    await screenA.plays(playlists['Own A']!, 'A plays its own');
    await screenC.plays(playlists['Own C']!, 'C plays its own');

    const started = await op<{ startBroadcast: { _id: string; screenCount: number } }>(
      `mutation($p: ID!, $g: ID!) {
        startBroadcast(input: { content: { collectionName: playlist, entityId: $p }, groupIds: [$g] }) { _id screenCount }
      }`,
      { p: playlists['Fire drill'], g: shops },
    );
    const id = started.startBroadcast._id;
    expect(started.startBroadcast.screenCount).toBe(2);
    const event = await screenA.plays(playlists['Fire drill']!, 'A shows the broadcast at once');
    expect(event.data?.contentVersionChanged.broadcastId).toBe(id);

    // B was offline; it gets the broadcast when it connects, and acknowledges it.
    const screenB = player(b.deviceToken);
    await screenB.plays(playlists['Fire drill']!, 'B shows the broadcast on reconnecting');
    const ack = await t.gql<{ acknowledgeBroadcast: boolean }>(
      'mutation($id: ID!) { acknowledgeBroadcast(id: $id) }',
      { id },
      { token: b.deviceToken },
    );
    expect(ack.data?.acknowledgeBroadcast).toBe(true);
    // C is not in the group: it is not told and keeps its own.
    const notReached = await t.gql<{ acknowledgeBroadcast: boolean }>(
      'mutation($id: ID!) { acknowledgeBroadcast(id: $id) }',
      { id },
      { token: c.deviceToken },
    );
    expect(notReached.data?.acknowledgeBroadcast).toBe(false);
    expect(await active()).toEqual([{ _id: id, screenCount: 2, acknowledgedCount: 1 }]);
    // Which screens: the one not showing it yet first, then the one that said so, and when.
    const listed = await op<{
      broadcast: { screens: { total: number; items: unknown[] } };
    }>(
      'query($id: ID!) { broadcast(id: $id) { screens(first: 10) { total items { acknowledgedAt device { name } } } } }',
      { id },
    );
    expect(listed.broadcast.screens).toEqual({
      total: 2,
      items: [
        { acknowledgedAt: null, device: { name: 'Shop A' } },
        { acknowledgedAt: t.clock.now().toISOString(), device: { name: 'Shop B' } },
      ],
    });
    const cut = await op<{ broadcast: { screens: { total: number; items: unknown[] } } }>(
      'query($id: ID!) { broadcast(id: $id) { screens(first: 1) { total items { acknowledgedAt } } } }',
      { id },
    );
    expect(cut.broadcast.screens).toEqual({ total: 2, items: [{ acknowledgedAt: null }] });
    const tooMany = await t.gql(
      'query($id: ID!) { broadcast(id: $id) { screens(first: 201) { total } } }',
      { id },
      { token: operator },
    );
    expect(tooMany.errors?.[0]?.message).toBe('Ask for 1 to 200 screens');
    // The device page says where each screen's content comes from: the broadcast, by name.
    const source = async (deviceId: string) =>
      (
        await op<{
          device: {
            contentSource: { kind: string; broadcast: { content: { name: string } } | null };
          };
        }>(
          'query($d: ID!) { device(id: $d) { contentSource { kind broadcast { content { name } } } } }',
          {
            d: deviceId,
          },
        )
      ).device.contentSource;
    expect(await source(a.deviceId)).toEqual({
      kind: 'broadcast',
      broadcast: { content: { name: 'Fire drill' } },
    });
    expect(await source(c.deviceId)).toEqual({ kind: 'own', broadcast: null });

    // Another account neither sees nor clears it.
    const foreign = await signUpAccount(t, 'other-shop@example.com');
    {
      const seen = await t.gql(
        'query($id: ID!) { activeBroadcasts { _id } broadcast(id: $id) { _id } }',
        { id },
        { token: foreign },
      );
      expect(seen.data).toEqual({ activeBroadcasts: [], broadcast: null });
      const cleared = await t.gql(
        'mutation($id: ID!) { clearBroadcast(id: $id) }',
        { id },
        { token: foreign },
      );
      expect(cleared.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }

    const clearedAt = async () =>
      (
        await op<{ broadcast: { clearedAt: string | null } }>(
          'query($id: ID!) { broadcast(id: $id) { clearedAt } }',
          { id },
        )
      ).broadcast.clearedAt;
    expect(await clearedAt()).toBeNull();
    await op('mutation($id: ID!) { clearBroadcast(id: $id) }', { id });
    // The operator's list of its screens says when it was cleared (the clock is the server's).
    expect(await clearedAt()).toBe(t.clock.now().toISOString());
    await screenA.plays(playlists['Own A']!, 'A returns to its own');
    await screenB.plays(playlists['Own B']!, 'B returns to its own');
    expect(await active()).toEqual([]);
    expect(await source(a.deviceId)).toEqual({ kind: 'own', broadcast: null });
    await screenA.close();
    await screenB.close();
    await screenC.close();
  });

  it('a broadcast set for later starts and ends on time, on every screen of the account', async () => {
    const screen = await t.pairDevice(operator, 'Lobby');
    await op(
      'mutation($d: ID!, $p: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $p }) { _id } }',
      { d: screen.deviceId, p: playlists['Own A'] },
    );
    const lobby = player(screen.deviceToken);
    await lobby.plays(playlists['Own A']!, 'the lobby plays its own');
    const now = t.clock.now().getTime();
    await op(
      `mutation($p: ID!, $s: DateTime!, $e: DateTime!) {
        startBroadcast(input: { content: { collectionName: playlist, entityId: $p }, startsAt: $s, endsAt: $e }) { _id }
      }`,
      {
        p: playlists['Fire drill'],
        s: new Date(now + 60_000).toISOString(),
        e: new Date(now + 120_000).toISOString(),
      },
    );
    t.clock.advance(60_000);
    await lobby.plays(playlists['Fire drill']!, 'the broadcast starts at its time');
    t.clock.advance(60_000);
    await lobby.plays(playlists['Own A']!, 'the lobby returns to its own at the end');
    expect(await active()).toEqual([]);
    await lobby.close();
  });

  it("lists the screens of the caller's space only; the count covers the account", async () => {
    const owner = await signUpAccount(t, 'two-spaces@example.com');
    const as = async <T>(token: string, query: string, vars: Record<string, unknown> = {}) => {
      const res = await t.gql<T>(query, vars, { token });
      expect(res.errors).toBeUndefined();
      return res.data!;
    };
    await t.pairDevice(owner, 'Near');
    const far = await t.pairDevice(owner, 'Far');
    const { createSpace } = await as<{ createSpace: { _id: string } }>(
      owner,
      'mutation { createSpace(name: "Warehouse") { _id } }',
    );
    await t.server.services.db
      .updateTable('devices')
      .set({ space_id: createSpace._id })
      .where('id', '=', far.deviceId)
      .execute();
    const { createPlaylist } = await as<{ createPlaylist: { _id: string } }>(
      owner,
      'mutation { createPlaylist(input: { name: "Closed today" }) { _id } }',
    );
    const { startBroadcast } = await as<{ startBroadcast: { _id: string } }>(
      owner,
      'mutation($p: ID!) { startBroadcast(input: { content: { collectionName: playlist, entityId: $p } }) { _id } }',
      { p: createPlaylist._id },
    );
    type Listed = {
      broadcast: { screenCount: number; screens: { total: number; items: unknown[] } };
    };
    const listAs = (token: string) =>
      as<Listed>(
        token,
        'query($id: ID!) { broadcast(id: $id) { screenCount screens { total items { device { name } } } } }',
        { id: startBroadcast._id },
      ).then((d) => d.broadcast);
    expect(await listAs(owner)).toEqual({
      screenCount: 2,
      screens: { total: 1, items: [{ device: { name: 'Near' } }] },
    });
    const { changeCurrentSpace } = await as<{ changeCurrentSpace: { token: string } }>(
      owner,
      'mutation($s: ID!) { changeCurrentSpace(spaceId: $s) { token } }',
      { s: createSpace._id },
    );
    expect(await listAs(changeCurrentSpace.token)).toEqual({
      screenCount: 2,
      screens: { total: 1, items: [{ device: { name: 'Far' } }] },
    });
  });

  it("takes only groups of the caller's space, and names no other space's group", async () => {
    const first = await signUpAccount(t, 'space-groups@example.com');
    const as = (token: string, query: string, vars: Record<string, unknown> = {}) =>
      t.gql<Record<string, { _id: string } | null>>(query, vars, { token });
    const made = async (token: string, query: string, vars: Record<string, unknown> = {}) => {
      const res = await as(token, query, vars);
      expect(res.errors).toBeUndefined();
      return Object.values(res.data!)[0]!._id;
    };
    // A session moves to another space with a new token; the one before ends.
    const moveTo = async (token: string, space: string) => {
      const moved = await t.gql<{ changeCurrentSpace: { token: string } }>(
        'mutation($s: ID!) { changeCurrentSpace(spaceId: $s) { token } }',
        { s: space },
        { token },
      );
      return moved.data!.changeCurrentSpace.token;
    };
    const group = (token: string, name: string) =>
      made(token, 'mutation($n: String!) { createScreenGroup(name: $n) { _id } }', { n: name });
    const playlist = (token: string) =>
      made(token, 'mutation { createPlaylist(input: { name: "Evacuate" }) { _id } }');
    const start = (token: string, p: string, groupIds: string[]) =>
      as(
        token,
        'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id groups { name } } }',
        { i: { content: { collectionName: 'playlist', entityId: p }, groupIds } },
      );
    const home = await t.gql<{ currentUserSession: { currentSpaceId: string } }>(
      '{ currentUserSession { currentSpaceId } }',
      {},
      { token: first },
    );
    const homeSpace = home.data!.currentUserSession.currentSpaceId;
    expect(homeSpace).toBeTruthy();
    const warehouseSpace = await made(first, 'mutation { createSpace(name: "Warehouse") { _id } }');

    // The Warehouse starts one to its own group.
    const warehouse = await moveTo(first, warehouseSpace);
    const dock = await group(warehouse, 'Secret dock');
    const started = await start(warehouse, await playlist(warehouse), [dock]);
    expect(started.errors).toBeUndefined();
    expect(started.data!.startBroadcast).toMatchObject({ groups: [{ name: 'Secret dock' }] });

    // The Default space's session names the Warehouse's group: refused as publishToScreens
    // refuses it, at its place in the list, and nothing of it is told.
    const owner = await moveTo(warehouse, homeSpace);
    const front = await group(owner, 'Front of house');
    const own = await playlist(owner);
    const refused = await start(owner, own, [front, dock]);
    expect(refused.data?.startBroadcast ?? null).toBeNull();
    expect(refused.errors).toMatchObject([
      {
        message: 'Group not found',
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'input.groupIds.1', message: 'Group not found' }],
        },
      },
    ]);
    expect(JSON.stringify(refused)).not.toContain('Secret dock');
    // So is an API key, which acts in its creator's current space.
    const key = await t.gql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(name: "Signage bot", permissions: ["device:manage-content", "device:read"]) { secret } }',
      {},
      { token: owner },
    );
    const byKey = await start(key.data!.createApiKey.secret, own, [dock]);
    expect(byKey.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(byKey)).not.toContain('Secret dock');

    // Neither started. The Warehouse's broadcast takes over none of the Default space's
    // screens: it is not listed there (with its group hidden it read as account-wide), not
    // found by its id, and not cleared from there.
    const warehouseId = started.data!.startBroadcast!._id;
    const seen = await t.gql('{ activeBroadcasts { _id } }', {}, { token: owner });
    expect(seen.data).toEqual({ activeBroadcasts: [] });
    const byId = await t.gql(
      'query($b: ID!) { broadcast(id: $b) { _id } }',
      { b: warehouseId },
      {
        token: owner,
      },
    );
    expect(byId.data).toEqual({ broadcast: null });
    const clear = await t.gql(
      'mutation($b: ID!) { clearBroadcast(id: $b) }',
      { b: warehouseId },
      {
        token: owner,
      },
    );
    expect(codeOf(clear)).toBe('NOT_FOUND');

    // A group in no space is every space's.
    await t.server.services.db
      .updateTable('screen_groups')
      .set({ space_id: null })
      .where('id', '=', dock)
      .execute();
    const shared = await start(owner, own, [dock]);
    expect(shared.errors).toBeUndefined();
    expect(shared.data!.startBroadcast).toMatchObject({ groups: [{ name: 'Secret dock' }] });
    // And so is the Warehouse's broadcast to it, still on air.
    const listed = await t.gql<{ activeBroadcasts: { _id: string }[] }>(
      '{ activeBroadcasts { _id } }',
      {},
      { token: owner },
    );
    expect(listed.data?.activeBroadcasts.map((b) => b._id)).toContain(warehouseId);

    // A broadcast whose groups were all deleted is everyone's again: seen, and cleared.
    const inWarehouse = await moveTo(owner, warehouseSpace);
    const gone = await group(inWarehouse, 'Gone soon');
    const orphan = await start(inWarehouse, await playlist(inWarehouse), [gone]);
    const orphanId = orphan.data!.startBroadcast!._id;
    const deleted = await as(inWarehouse, 'mutation($g: ID!) { deleteScreenGroup(id: $g) }', {
      g: gone,
    });
    expect(deleted.errors).toBeUndefined();
    const backHome = await moveTo(inWarehouse, homeSpace);
    const again = await t.gql<{ activeBroadcasts: { _id: string }[] }>(
      '{ activeBroadcasts { _id } }',
      {},
      { token: backHome },
    );
    expect(again.data?.activeBroadcasts.map((b) => b._id)).toContain(orphanId);
    const cleared = await t.gql(
      'mutation($b: ID!) { clearBroadcast(id: $b) }',
      { b: orphanId },
      {
        token: backHome,
      },
    );
    expect(cleared.data).toEqual({ clearBroadcast: true });
  });
});
