import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';

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
      cleared_at: null,
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

/** The account's screens, or its groups' screens. */
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

export async function acknowledge(db: Db, broadcastId: string, deviceId: string, now: string) {
  await db
    .insertInto('broadcast_acks')
    .values({ broadcast_id: broadcastId, device_id: deviceId, acked_at: now })
    .onConflict((oc) => oc.columns(['broadcast_id', 'device_id']).doNothing())
    .execute();
}

export async function acknowledgedBy(db: Db, broadcastId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('broadcast_acks')
    .select('device_id')
    .where('broadcast_id', '=', broadcastId)
    .execute();
  return rows.map((r) => r.device_id);
}
