import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount } from '../../test/accounts.js';
import { TestServer } from '../../test/harness.js';
import { screensWrittenLike } from '../../test/screens-in-table.js';
import { REACH_FRESH_MS } from './service.js';

// A broadcast's reach (screenCount, acknowledgedCount) is counted in the database. Reading every
// reached screen's id and every acknowledgement to count them held the event loop for 7.6 s over
// 200 broadcasts to a group of 10,000, and a read-only user could ask it. The test counts what
// the database hands back, not time: the statements of a list stay the same however many
// broadcasts it holds, and its rows are a few per broadcast, not one per screen.

type Listed = { _id: string; screenCount: number; acknowledgedCount: number };

/** Statements the server runs and rows its database hands back while `work` runs. */
async function readDuring(t: TestServer, work: () => Promise<void>) {
  // The server's queries outside a transaction all go through this one executor.
  const executor = t.server.services.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  let rows = 0;
  executor.executeQuery = async <R>(query: CompiledQuery<R>) => {
    const result = await original<R>(query);
    rows += result.rows.length;
    return result;
  };
  const before = t.server.queryCount();
  try {
    await work();
  } finally {
    executor.executeQuery = original;
  }
  return { statements: t.server.queryCount() - before, rows };
}

describe('the reach of a broadcast over thousands of screens', () => {
  let t: TestServer;
  let owner: string;
  let playlistId: string;
  let screens: string[];
  const groups: Record<string, string> = {};

  const as = async <T>(query: string, vars: Record<string, unknown> = {}) => {
    const res = await t.gql<T>(query, vars, { token: owner });
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const start = (groupIds: string[] | null) =>
    as<{ startBroadcast: { _id: string } }>(
      'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id } }',
      { i: { content: { collectionName: 'playlist', entityId: playlistId }, groupIds } },
    ).then((d) => d.startBroadcast._id);
  const listed = () =>
    as<{ activeBroadcasts: Listed[] }>(
      '{ activeBroadcasts { _id screenCount acknowledgedCount } }',
    ).then((d) => d.activeBroadcasts);
  /** Screens `from` to `to` (not included) join the group, 1,000 a call. */
  const join = async (name: string, from: number, to: number) => {
    for (let i = from; i < to; i += 1_000)
      await as(
        'mutation($g: ID!, $d: [ID!]!) { addScreensToGroup(groupId: $g, deviceIds: $d) { _id } }',
        {
          g: groups[name],
          d: screens.slice(i, Math.min(i + 1_000, to)),
        },
      );
  };
  const acknowledged = (broadcastId: string, indexes: number[]) =>
    t.server.services.db
      .insertInto('broadcast_acks')
      .values(
        indexes.map((i) => ({
          broadcast_id: broadcastId,
          device_id: screens[i]!,
          acked_at: t.clock.now().toISOString(),
        })),
      )
      .execute();
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

  beforeAll(async () => {
    t = await TestServer.start();
    owner = await signUpAccount(t, 'many-screens@example.com');
    const model = await t.pairDevice(owner, 'Model');
    screens = [model.deviceId, ...(await screensWrittenLike(t, model.deviceId, 2_999)).ids];
    for (const name of ['North', 'South']) {
      const made = await as<{ createScreenGroup: { _id: string } }>(
        'mutation($n: String!) { createScreenGroup(name: $n) { _id } }',
        { n: name },
      );
      groups[name] = made.createScreenGroup._id;
    }
    // North: screens 0-1799; South: 1500-2499. 500 are in both; 500 in neither.
    await join('North', 0, 1_800);
    await join('South', 1_500, 2_500);
    const made = await as<{ createPlaylist: { _id: string } }>(
      'mutation { createPlaylist(input: { name: "Evacuate" }) { _id } }',
    );
    playlistId = made.createPlaylist._id;
  }, 120_000);
  afterAll(() => t.close());

  it('previews what a broadcast would take over: other spaces’ screens, and the offline ones', async () => {
    const preview = async (groupIds: string[] | null) =>
      (
        await as<{ broadcastReachPreview: { screenCount: number; offlineCount: number } }>(
          'query($g: [ID!]) { broadcastReachPreview(groupIds: $g) { screenCount offlineCount } }',
          { g: groupIds },
        )
      ).broadcastReachPreview;
    // 200 of the screens are in another space: the screens list of this one does not show
    // them, and a broadcast to every screen takes them over all the same.
    const { db } = t.server.services;
    const account = await db
      .selectFrom('devices')
      .select(['account_id', 'space_id'])
      .where('id', '=', screens[0]!)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('spaces')
      .values({
        id: 'other-space',
        account_id: account.account_id,
        name: 'Warehouse',
        created_at: t.clock.now().toISOString(),
      })
      .execute();
    await db
      .updateTable('devices')
      .set({ space_id: 'other-space' })
      .where('id', 'in', screens.slice(2_800))
      .execute();
    // None of the written screens holds a connection: all offline but the paired model, whose
    // player never connected in this test either.
    expect(await preview(null)).toEqual({ screenCount: 3_000, offlineCount: 3_000 });
    expect(await preview([groups.North!, groups.South!])).toEqual({
      screenCount: 2_500,
      offlineCount: 2_500,
    });
    // Online: an open connection heard from within the window.
    await db
      .updateTable('devices')
      .set({ open_connections: 1, last_seen_at: t.clock.now().toISOString() })
      .where('id', 'in', screens.slice(0, 10))
      .execute();
    expect(await preview([groups.North!])).toEqual({ screenCount: 1_800, offlineCount: 1_790 });
    // The same rule as startBroadcast's for the groups: an unknown one is refused where it is.
    const refused = await t.gql(
      'query($g: [ID!]) { broadcastReachPreview(groupIds: $g) { screenCount } }',
      { g: [groups.North!, 'no-such-group'] },
      { token: owner },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path: 'groupIds.1', message: 'Group not found' }],
    });
    await db
      .updateTable('devices')
      .set({ space_id: account.space_id, open_connections: 0 })
      .where('id', 'in', screens)
      .execute();
  });

  it('counts each reached screen once, and only reached screens’ acknowledgements', async () => {
    const everyone = await start(null);
    const both = await start([groups.North!, groups.South!]);
    const south = await start([groups.South!]);
    await acknowledged(everyone, [0, 2_999, 2_600]);
    // North only, both groups, and neither (a screen taken out of its group since): 5 + 5 count.
    await acknowledged(both, [...range(10, 15), ...range(1_600, 1_605), ...range(2_700, 2_707)]);
    // One of South's; one of North's only does not count.
    await acknowledged(south, [2_000, 100]);
    const byId = new Map((await listed()).map((b) => [b._id, b]));
    expect(byId.get(everyone)).toEqual({ _id: everyone, screenCount: 3_000, acknowledgedCount: 3 });
    expect(byId.get(both)).toEqual({ _id: both, screenCount: 2_500, acknowledgedCount: 10 });
    expect(byId.get(south)).toEqual({ _id: south, screenCount: 1_000, acknowledgedCount: 1 });
  });

  it('reads a few rows per broadcast, in statements that do not grow with the list', async () => {
    await listed(); // Whatever a first request of the session writes is behind it.
    // Each measured read counts afresh: a count is reused for a moment (see the next test).
    t.clock.advance(REACH_FRESH_MS);
    const three = await readDuring(t, async () => expect(await listed()).toHaveLength(3));
    await start([groups.North!]);
    await start([groups.South!, groups.North!]);
    await start(null);
    t.clock.advance(REACH_FRESH_MS);
    const six = await readDuring(t, async () => expect(await listed()).toHaveLength(6));
    expect(six.statements).toBe(three.statements);
    // Reading the reached screens' ids was 1,000 to 3,000 rows for each of these broadcasts.
    expect(six.rows).toBeLessThan(60);
  });

  it('counts once for every viewer for a moment, then afresh', async () => {
    const [first] = await listed();
    t.clock.advance(REACH_FRESH_MS);
    const fresh = await readDuring(t, async () => void (await listed()));
    const reused = await readDuring(t, async () => void (await listed()));
    // The second read, within the moment, counts nothing again.
    expect(reused.statements).toBeLessThan(fresh.statements);
    const before = (await listed()).find((b) => b._id === first!._id)!.acknowledgedCount;
    await acknowledged(first!._id, [1_234]);
    t.clock.advance(REACH_FRESH_MS);
    const after = (await listed()).find((b) => b._id === first!._id)!.acknowledgedCount;
    expect(after).toBe(before + 1);
  });
});
