import type { CollectionName } from '@marquee/sdk/model';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { inSpace } from '../devices/repo.js';
import { onlineSql } from '../devices/listing/repo.js';

export interface BroadcastsTable {
  id: string;
  account_id: string;
  collection_name: string;
  entity_id: string;
  /** JSON list of group ids; null: every screen of the account. */
  group_ids: string | null;
  starts_at: string;
  ends_at: string | null;
  cleared_at: string | null;
  created_at: string;
}

export interface BroadcastAcksTable {
  broadcast_id: string;
  device_id: string;
  acked_at: string;
}

// The tables belong to this module alone, so they join the database's type here.
declare module '../../db/schema.js' {
  interface Database {
    broadcasts: BroadcastsTable;
    broadcast_acks: BroadcastAcksTable;
  }
}

export interface BroadcastRow {
  id: string;
  accountId: string;
  collectionName: CollectionName;
  entityId: string;
  /** Empty: every screen of the account. */
  groupIds: string[];
  startsAt: string;
  endsAt: string | null;
  /** When it was cleared; null while it is not. */
  clearedAt: string | null;
  createdAt: string;
}

const toRow = (r: BroadcastsTable): BroadcastRow => ({
  id: r.id,
  accountId: r.account_id,
  collectionName: r.collection_name as CollectionName,
  entityId: r.entity_id,
  groupIds: parseJson<string[]>(r.group_ids, []),
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  clearedAt: r.cleared_at,
  createdAt: r.created_at,
});

export async function insertBroadcast(db: Db, b: BroadcastRow): Promise<void> {
  await db
    .insertInto('broadcasts')
    .values({
      id: b.id,
      account_id: b.accountId,
      collection_name: b.collectionName,
      entity_id: b.entityId,
      group_ids: b.groupIds.length > 0 ? JSON.stringify(b.groupIds) : null,
      starts_at: b.startsAt,
      ends_at: b.endsAt,
      cleared_at: b.clearedAt,
      created_at: b.createdAt,
    })
    .execute();
}

/** Broadcasts neither cleared nor ended at `now` (started or not), newest first. */
export async function unfinished(db: Db, accountId: string | null, now: string) {
  let q = db
    .selectFrom('broadcasts')
    .selectAll()
    .where('cleared_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  if (accountId) q = q.where('account_id', '=', accountId);
  const rows = await q.orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toRow);
}

/** How many broadcasts of the account are neither cleared nor ended at `now`. */
export async function countUnfinished(db: Db, accountId: string, now: string) {
  const row = await db
    .selectFrom('broadcasts')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('cleared_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One broadcast of the account, ended, cleared or not. */
export async function findBroadcast(db: Db, accountId: string, id: string) {
  const row = await db
    .selectFrom('broadcasts')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row && toRow(row);
}

/** Marks it cleared; undefined when the account has no such unfinished broadcast. */
export async function clearBroadcast(db: Db, accountId: string, id: string, now: string) {
  const row = await db
    .updateTable('broadcasts')
    .set({ cleared_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('cleared_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row && toRow(row);
}

/** The ids of the account's screens, or of its groups' screens, to tell each; countReach counts. */
export async function screensOf(db: Db, b: Pick<BroadcastRow, 'accountId' | 'groupIds'>) {
  if (b.groupIds.length === 0) {
    const rows = await db
      .selectFrom('devices')
      .select('id')
      .where('account_id', '=', b.accountId)
      .execute();
    return rows.map((r) => r.id);
  }
  const rows = await db
    .selectFrom('screen_group_members')
    .select('device_id')
    .distinct()
    .where('account_id', '=', b.accountId)
    .where('group_id', 'in', b.groupIds)
    .execute();
  return rows.map((r) => r.device_id);
}

/**
 * What a broadcast to `groupIds` (none: the whole account) would take over now: its screens, and
 * how many of them are offline (by the screens list's own rule of online), in one statement.
 */
export async function previewReach(
  db: Db,
  accountId: string,
  groupIds: readonly string[],
  now: Date,
) {
  let screens = db.selectFrom('devices').where('account_id', '=', accountId);
  if (groupIds.length > 0)
    screens = screens.where('id', 'in', (eb) =>
      eb
        .selectFrom('screen_group_members')
        .select('device_id')
        .where('account_id', '=', accountId)
        .where('group_id', 'in', [...groupIds]),
    );
  const row = await screens
    .select((eb) => [
      eb.fn.countAll<number | string>().as('screens'),
      eb.fn
        .sum<number | string | null>(sql`case when ${onlineSql(now)} then 0 else 1 end`)
        .as('offline'),
    ])
    .executeTakeFirstOrThrow();
  return { screenCount: Number(row.screens), offlineCount: Number(row.offline ?? 0) };
}

/** Screens a broadcast reaches now, and how many of them acknowledged it. */
export interface Reach {
  screenCount: number;
  acknowledgedCount: number;
}

// Reach is counted in the database: reading every reached screen's id (and every
// acknowledgement) to count them in JavaScript held the event loop for 7.6 s over an account's
// 200 broadcasts to a group of 10,000. The rule, as screensOf reads it: a broadcast without
// groups reaches every screen of the account; one with groups, each screen of its groups once,
// however many of them it is in. An acknowledgement counts when its screen is reached now (a
// screen taken out of the group since no longer counts).

type ReachBroadcast = Pick<BroadcastRow, 'id' | 'accountId' | 'groupIds'>;

/** How many screens it reaches, as a one-row subquery. */
function screensReached(db: Db, b: ReachBroadcast) {
  if (b.groupIds.length === 0)
    return db
      .selectFrom('devices')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('account_id', '=', b.accountId);
  return db
    .selectFrom('screen_group_members')
    .select((eb) => eb.fn.count<number | string>('device_id').distinct().as('n'))
    .where('account_id', '=', b.accountId)
    .where('group_id', 'in', b.groupIds);
}

/**
 * How many of its acknowledgements come from a screen it reaches, as a one-row subquery: each
 * acknowledgement's screen is looked up by its id, so the cost follows the acknowledgements,
 * not the size of the fleet.
 */
function acknowledgedReached(db: Db, b: ReachBroadcast) {
  return db
    .selectFrom('broadcast_acks as a')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('a.broadcast_id', '=', b.id)
    .where((eb) =>
      eb.exists(
        b.groupIds.length === 0
          ? eb
              .selectFrom('devices as d')
              .select('d.id')
              .whereRef('d.id', '=', 'a.device_id')
              .where('d.account_id', '=', b.accountId)
          : eb
              .selectFrom('screen_group_members as m')
              .select('m.device_id')
              .whereRef('m.device_id', '=', 'a.device_id')
              .where('m.account_id', '=', b.accountId)
              .where('m.group_id', 'in', b.groupIds),
      ),
    );
}

/**
 * The reach of each broadcast, in one statement: one row of two counts per broadcast, never the
 * screens themselves. Keyed by the objects given.
 */
export async function countReach<B extends ReachBroadcast>(
  db: Db,
  broadcasts: readonly B[],
): Promise<Map<B, Reach>> {
  if (broadcasts.length === 0) return new Map();
  const one = (b: ReachBroadcast) =>
    db.selectNoFrom((eb) => [
      eb.cast<string>(eb.val(b.id), 'text').as('id'),
      screensReached(db, b).as('screens'),
      acknowledgedReached(db, b).as('acknowledged'),
    ]);
  const [first, ...rest] = broadcasts.map(one);
  const rows = await rest.reduce((q, next) => q.unionAll(next), first!).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    broadcasts.map((b) => {
      const row = byId.get(b.id);
      return [
        b,
        {
          screenCount: Number(row?.screens ?? 0),
          acknowledgedCount: Number(row?.acknowledged ?? 0),
        },
      ];
    }),
  );
}

export async function acknowledge(db: Db, broadcastId: string, deviceId: string, now: string) {
  await db
    .insertInto('broadcast_acks')
    .values({ broadcast_id: broadcastId, device_id: deviceId, acked_at: now })
    .onConflict((oc) => oc.columns(['broadcast_id', 'device_id']).doNothing())
    .execute();
}

/** A screen a broadcast reaches, and when it reported showing it (null: not yet). */
export interface ScreenState {
  deviceId: string;
  acknowledgedAt: string | null;
}

/**
 * The screens of the space (null: of the account) that the broadcast reaches, those not yet
 * showing it first, then by name: an operator looks for the ones that did not take it. At most
 * `limit` of them, with how many there are in all.
 */
export async function screenStates(
  db: Db,
  b: Pick<BroadcastRow, 'id' | 'accountId' | 'groupIds'>,
  spaceId: string | null,
  limit: number,
): Promise<{ items: ScreenState[]; total: number }> {
  let reached = db
    .selectFrom('devices')
    .leftJoin('broadcast_acks', (j) =>
      j
        .onRef('broadcast_acks.device_id', '=', 'devices.id')
        .on('broadcast_acks.broadcast_id', '=', b.id),
    )
    .where('devices.account_id', '=', b.accountId)
    .where(inSpace(spaceId));
  if (b.groupIds.length > 0)
    reached = reached.where('devices.id', 'in', (eb) =>
      eb
        .selectFrom('screen_group_members')
        .select('device_id')
        .where('account_id', '=', b.accountId)
        .where('group_id', 'in', b.groupIds),
    );
  const [rows, count] = await Promise.all([
    reached
      .select(['devices.id as deviceId', 'broadcast_acks.acked_at as acknowledgedAt'])
      .orderBy(sql`case when broadcast_acks.acked_at is null then 0 else 1 end`)
      .orderBy('devices.name')
      .orderBy('devices.id')
      .limit(limit)
      .execute(),
    reached.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows, total: Number(count.n) };
}
