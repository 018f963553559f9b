import { sql } from 'kysely';
import type { Db } from '../../../db/connect.js';

// Presence: connections are counted in the database, so every server process sees the same ones.

/** Counts one more open connection; returns the count after it (undefined: no such device). */
export async function addConnection(
  db: Db,
  accountId: string,
  id: string,
  at: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('devices')
    .set({ open_connections: sql`open_connections + 1`, last_seen_at: at, offline_announced: 0 })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .returning('open_connections')
    .executeTakeFirst();
  return row ? Number(row.open_connections) : undefined;
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

/** Only for a single-process (SQLite) start: connections of a previous run are gone. */
export async function resetAllConnections(db: Db): Promise<void> {
  await db.updateTable('devices').set({ open_connections: 0 }).execute();
}

/** Bumps last_seen_at for many devices in one statement (heartbeats are batched in memory). */
export async function touchManyLastSeen(db: Db, ids: readonly string[], at: string) {
  if (ids.length === 0) return;
  await db
    .updateTable('devices')
    .set({ last_seen_at: at, offline_announced: 0 })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Devices that still count an open connection but have not been heard from since `cutoff`
 * (their server process died, or the socket is half-open) and were not announced offline yet.
 * Marks them announced in the same statement: the condition is checked again on each row as it
 * is updated, so two processes sweeping at once never both announce a device (a SELECT and then
 * an UPDATE could, on PostgreSQL's read committed).
 */
export async function claimStaleDevices(db: Db, cutoff: string) {
  const stale = (d: Db) =>
    d
      .selectFrom('devices')
      .select('id')
      .where('open_connections', '>', 0)
      .where('offline_announced', '=', 0)
      .where('last_seen_at', '<', cutoff)
      .limit(5000);
  const rows = await db
    .updateTable('devices')
    .set({ offline_announced: 1 })
    .where('id', 'in', stale(db))
    .where('offline_announced', '=', 0)
    .returning(['id', 'account_id'])
    .execute();
  return rows.map((r) => ({ id: r.id, accountId: r.account_id }));
}

/** How many times each id occurs: one device id per connection. */
function countsOf(deviceIds: readonly string[]): Map<number, string[]> {
  const perDevice = new Map<string, number>();
  for (const id of deviceIds) perDevice.set(id, (perDevice.get(id) ?? 0) + 1);
  const byCount = new Map<number, string[]>();
  for (const [id, n] of perDevice) byCount.set(n, [...(byCount.get(n) ?? []), id]);
  return byCount;
}

/**
 * Uncounts the connections of a server process that died (one device id per connection), then
 * claims the devices left without any connection that were not announced offline yet, for the
 * caller to announce: their heartbeats may still look recent, so the sweep would not find them.
 */
export async function uncountConnections(db: Db, deviceIds: readonly string[]) {
  if (deviceIds.length === 0) return [];
  for (const [n, ids] of countsOf(deviceIds))
    for (let i = 0; i < ids.length; i += 500)
      await db
        .updateTable('devices')
        .set({
          open_connections: sql`case when open_connections > ${n} then open_connections - ${n} else 0 end`,
        })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
  const unique = [...new Set(deviceIds)];
  const claimed: { id: string; accountId: string }[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .updateTable('devices')
      .set({ offline_announced: 1 })
      .where('id', 'in', unique.slice(i, i + 500))
      .where('open_connections', '=', 0)
      .where('offline_announced', '=', 0)
      .returning(['id', 'account_id'])
      .execute();
    claimed.push(...rows.map((r) => ({ id: r.id, accountId: r.account_id })));
  }
  return claimed;
}

/** Counts again connections that were uncounted while their process still held them. */
export async function recountConnections(db: Db, deviceIds: readonly string[]) {
  const changed: { id: string; accountId: string }[] = [];
  for (const [n, ids] of countsOf(deviceIds))
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db
        .updateTable('devices')
        .set({ open_connections: sql`open_connections + ${n}`, offline_announced: 0 })
        .where('id', 'in', ids.slice(i, i + 500))
        .returning(['id', 'account_id'])
        .execute();
      changed.push(...rows.map((r) => ({ id: r.id, accountId: r.account_id })));
    }
  return changed;
}
