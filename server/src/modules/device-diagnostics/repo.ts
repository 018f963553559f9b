import type { Db } from '../../db/connect.js';
import type { DeviceLogEntriesTable, DeviceScreenshotsTable } from './tables.js';
import './tables.js';

export type LogLevel = 'info' | 'warn' | 'error' | 'crash';

/** Shaped as the GraphQL DeviceLogEntry. */
export interface DeviceLogRow {
  _id: string;
  level: LogLevel;
  message: string;
  loggedAt: string;
}

const toLogEntry = (r: DeviceLogEntriesTable): DeviceLogRow => ({
  _id: r.id,
  level: r.level as LogLevel,
  message: r.message,
  loggedAt: r.logged_at,
});

export async function findScreenshot(db: Db, accountId: string, deviceId: string) {
  return db
    .selectFrom('device_screenshots')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
}

/** Stores a device's screenshot in place of its last (one row per device). */
export async function upsertScreenshot(db: Db, row: DeviceScreenshotsTable) {
  const { id: _id, account_id: _account, device_id: _device, ...changes } = row;
  await db
    .insertInto('device_screenshots')
    .values(row)
    .onConflict((oc) => oc.column('device_id').doUpdateSet({ id: row.id, ...changes }))
    .execute();
}

/** Inserts the lines not stored yet (by stream and seq); returns how many were new. */
export async function insertLogEntries(db: Db, rows: readonly DeviceLogEntriesTable[]) {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('device_log_entries')
    .values([...rows])
    .onConflict((oc) => oc.columns(['device_id', 'stream', 'seq']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Keeps a device's newest `keep` lines and deletes the rest. */
export async function pruneLogEntries(db: Db, accountId: string, deviceId: string, keep: number) {
  const oldestKept = await db
    .selectFrom('device_log_entries')
    .select(['id', 'logged_at'])
    .where('account_id', '=', accountId)
    .where('device_id', '=', deviceId)
    .orderBy('logged_at', 'desc')
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await db
    .deleteFrom('device_log_entries')
    .where('account_id', '=', accountId)
    .where('device_id', '=', deviceId)
    .where((eb) =>
      eb.or([
        eb('logged_at', '<', oldestKept.logged_at),
        eb.and([eb('logged_at', '=', oldestKept.logged_at), eb('id', '<', oldestKept.id)]),
      ]),
    )
    .execute();
}

/**
 * A device's lines, newest first (by the screen's clock), older than the line `before` when
 * given; one more than `limit`, so the caller knows whether there are older ones.
 */
export async function listLogEntries(
  db: Db,
  accountId: string,
  deviceId: string,
  filter: { levels?: readonly LogLevel[]; before?: string; limit: number },
) {
  const after = filter.before
    ? await db
        .selectFrom('device_log_entries')
        .select(['id', 'logged_at'])
        .where('account_id', '=', accountId)
        .where('device_id', '=', deviceId)
        .where('id', '=', filter.before)
        .executeTakeFirst()
    : undefined;
  if (filter.before && !after) return null;
  let query = db
    .selectFrom('device_log_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('device_id', '=', deviceId);
  if (filter.levels?.length) query = query.where('level', 'in', [...filter.levels]);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('logged_at', '<', after.logged_at),
        eb.and([eb('logged_at', '=', after.logged_at), eb('id', '<', after.id)]),
      ]),
    );
  const rows = await query
    .orderBy('logged_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  return rows.map(toLogEntry);
}

/** Lines of the given levels per device since `since` (by the screen's clock), for a page of screens. */
export async function errorCountsSince(
  db: Db,
  accountId: string,
  deviceIds: readonly string[],
  levels: readonly LogLevel[],
  since: string,
): Promise<Map<string, number>> {
  if (deviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('device_log_entries')
    .select((eb) => ['device_id', eb.fn.countAll<number | string>().as('n')])
    .where('account_id', '=', accountId)
    .where('device_id', 'in', [...deviceIds])
    .where('level', 'in', [...levels])
    .where('logged_at', '>=', since)
    .groupBy('device_id')
    .execute();
  return new Map(rows.map((r) => [r.device_id, Number(r.n)]));
}

/**
 * A device's lines that arrived since `sinceMs` (server time: line ids start with their arrival's
 * uuidv7, whose first 12 hex digits are the milliseconds), oldest first, at most `limit`.
 */
export async function linesArrivedSince(
  db: Db,
  accountId: string,
  deviceId: string,
  sinceMs: number,
  limit: number,
) {
  const hex = Math.max(0, Math.floor(sinceMs)).toString(16).padStart(12, '0');
  const floor = `${hex.slice(0, 8)}-${hex.slice(8, 12)}`;
  return db
    .selectFrom('device_log_entries')
    .select(['level', 'message'])
    .where('account_id', '=', accountId)
    .where('device_id', '=', deviceId)
    .where('id', '>=', floor)
    .orderBy('id')
    .limit(limit)
    .execute();
}
