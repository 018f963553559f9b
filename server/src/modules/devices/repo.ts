import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { DevicesTable } from '../../db/schema.js';

export interface DeviceRow {
  id: string;
  accountId: string;
  spaceId: string | null;
  name: string;
  platform: string;
  publishedCollection: string | null;
  publishedEntityId: string | null;
  openConnections: number;
  lastSeenAt: string | null;
  createdAt: string;
}

type DeviceRecord = Omit<DevicesTable, 'open_connections'> & { open_connections: number };

const toDevice = (r: DeviceRecord): DeviceRow => ({
  id: r.id,
  accountId: r.account_id,
  spaceId: r.space_id,
  name: r.name,
  platform: r.platform,
  publishedCollection: r.published_collection,
  publishedEntityId: r.published_entity_id,
  openConnections: Number(r.open_connections),
  lastSeenAt: r.last_seen_at,
  createdAt: r.created_at,
});

export async function insertDevice(
  db: Db,
  d: Omit<DeviceRow, 'openConnections' | 'lastSeenAt'>,
): Promise<void> {
  await db
    .insertInto('devices')
    .values({
      id: d.id,
      account_id: d.accountId,
      space_id: d.spaceId,
      name: d.name,
      platform: d.platform,
      published_collection: d.publishedCollection,
      published_entity_id: d.publishedEntityId,
      created_at: d.createdAt,
    })
    .execute();
}

export async function findDevice(
  db: Db,
  accountId: string,
  id: string,
): Promise<DeviceRow | undefined> {
  const row = await db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toDevice(row) : undefined;
}

/** Devices of the account that sit in the space (or in no space yet). */
export async function listDevices(
  db: Db,
  accountId: string,
  spaceId: string | null,
): Promise<DeviceRow[]> {
  let query = db.selectFrom('devices').selectAll().where('account_id', '=', accountId);
  if (spaceId)
    query = query.where((eb) => eb.or([eb('space_id', '=', spaceId), eb('space_id', 'is', null)]));
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows.map(toDevice);
}

export async function findDevicesShowing(db: Db, accountId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('published_entity_id', 'in', [...entityIds])
    .execute();
  return rows.map(toDevice);
}

export async function setPublishedContent(
  db: Db,
  accountId: string,
  id: string,
  content: { collectionName: string; entityId: string },
): Promise<void> {
  await db
    .updateTable('devices')
    .set({ published_collection: content.collectionName, published_entity_id: content.entityId })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function findDeviceByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<DeviceRow | undefined> {
  const row = await db
    .selectFrom('device_tokens')
    .innerJoin('devices', 'devices.id', 'device_tokens.device_id')
    .selectAll('devices')
    .where('device_tokens.token_hash', '=', tokenHash)
    .where('device_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toDevice(row) : undefined;
}

export async function insertDeviceToken(
  db: Db,
  t: { id: string; tokenHash: string; deviceId: string; accountId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('device_tokens')
    .values({
      id: t.id,
      token_hash: t.tokenHash,
      device_id: t.deviceId,
      account_id: t.accountId,
      created_at: t.createdAt,
      revoked_at: null,
    })
    .execute();
}

// Presence: counted in the database, so every server process sees the same connections.

export async function addConnection(
  db: Db,
  accountId: string,
  id: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('devices')
    .set({ open_connections: sql`open_connections + 1`, last_seen_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function removeConnection(db: Db, accountId: string, id: string): Promise<void> {
  await db
    .updateTable('devices')
    .set({
      open_connections: sql`case when open_connections > 0 then open_connections - 1 else 0 end`,
    })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function touchLastSeen(
  db: Db,
  accountId: string,
  id: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('devices')
    .set({ last_seen_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Only for a single-process (SQLite) start: connections of a previous run are gone. */
export async function resetAllConnections(db: Db): Promise<void> {
  await db.updateTable('devices').set({ open_connections: 0 }).execute();
}
