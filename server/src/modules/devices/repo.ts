import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { Database, DevicesTable } from '../../db/schema.js';

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
  /** IANA zone the player reported; timing rules are evaluated in it. */
  timeZone: string | null;
  /** What the player's HostAPI reported about the hardware (JSON object). */
  deviceInfo: Record<string, unknown> | null;
  /**
   * When the screen was last given what it plays: its own publish set or cleared, as stored; once
   * resolved (publishing/inherited-content.ts), the later of that and its group's publish or its
   * joining the group, null for a broadcast. Null: not known (given before it was recorded).
   */
  contentSetAt?: string | null;
  /**
   * Set once what the screen plays was resolved (publishing/inherited-content.ts): the group its
   * content comes from, null when it is its own or nothing; absent on rows read as stored.
   */
  contentGroup?: { id: string; name: string } | null;
  /** Set with contentGroup when an emergency broadcast takes the screen over: its id. */
  takenOverBy?: string;
}

type DeviceRecord = Omit<DevicesTable, 'open_connections' | 'offline_announced'> & {
  open_connections: number;
};

export const toDeviceRow = (r: DeviceRecord): DeviceRow => ({
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
  timeZone: r.time_zone ?? null,
  deviceInfo: parseJson<Record<string, unknown> | null>(r.device_info, null),
  contentSetAt: r.content_set_at,
});

export async function insertDevice(
  db: Db,
  d: Omit<DeviceRow, 'openConnections' | 'lastSeenAt' | 'timeZone' | 'deviceInfo'>,
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
  return row ? toDeviceRow(row) : undefined;
}

/** An operator's device: of the account, and in the caller's space (or in no space yet). */
export async function findDeviceInSpace(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
): Promise<DeviceRow | undefined> {
  const row = await db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where(inSpace(spaceId))
    .executeTakeFirst();
  return row ? toDeviceRow(row) : undefined;
}

/** Devices in the space, or in no space yet (paired before spaces); null space = all of them. */
export const inSpace =
  (spaceId: string | null) =>
  (eb: ExpressionBuilder<Database, 'devices'>): Expression<SqlBool> =>
    spaceId === null
      ? sql<SqlBool>`1 = 1`
      : eb.or([eb('space_id', '=', spaceId), eb('space_id', 'is', null)]);

/** Devices of the account that sit in the space (or in no space yet). */
export async function listDevices(
  db: Db,
  accountId: string,
  spaceId: string | null,
): Promise<DeviceRow[]> {
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toDeviceRow);
}

export async function findDevicesShowing(db: Db, accountId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('published_entity_id', 'in', [...entityIds])
    .execute();
  return rows.map(toDeviceRow);
}

export async function setPublishedContent(
  db: Db,
  accountId: string,
  id: string,
  content: { collectionName: string; entityId: string } | null,
  at: string,
): Promise<void> {
  await db
    .updateTable('devices')
    .set({
      published_collection: content?.collectionName ?? null,
      published_entity_id: content?.entityId ?? null,
      content_set_at: at,
    })
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
  return row ? toDeviceRow(row) : undefined;
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

export async function renameDevice(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
  name: string,
) {
  const result = await db
    .updateTable('devices')
    .set({ name })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where(inSpace(spaceId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removing the row cascades to its tokens and commands (the player is unpaired); its proof of
 * play stays. */
export async function deleteDevice(db: Db, accountId: string, spaceId: string | null, id: string) {
  const result = await db
    .deleteFrom('devices')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where(inSpace(spaceId))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Moves a screen of the account (seen from `spaceId`) into another space of the account. */
export async function moveDeviceToSpace(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
  targetSpaceId: string,
) {
  const result = await db
    .updateTable('devices')
    .set({ space_id: targetSpaceId })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where(inSpace(spaceId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setDeviceInfo(
  db: Db,
  accountId: string,
  id: string,
  info: { timeZone: string | null; deviceInfo: Record<string, unknown> },
) {
  await db
    .updateTable('devices')
    .set({ time_zone: info.timeZone, device_info: JSON.stringify(info.deviceInfo) })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Devices showing a deleted entity stop showing it; returns their ids. */
export async function clearPublishedContent(db: Db, accountId: string, entityId: string) {
  const rows = await db
    .selectFrom('devices')
    .select('id')
    .where('account_id', '=', accountId)
    .where('published_entity_id', '=', entityId)
    .execute();
  if (rows.length === 0) return [];
  await db
    .updateTable('devices')
    .set({ published_collection: null, published_entity_id: null })
    .where('account_id', '=', accountId)
    .where('published_entity_id', '=', entityId)
    .execute();
  return rows.map((r) => r.id);
}

/** By id only; callers check the account (see listing/loaders.ts). */
export async function findDevicesByIds(db: Db, ids: readonly string[]): Promise<DeviceRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toDeviceRow);
}
