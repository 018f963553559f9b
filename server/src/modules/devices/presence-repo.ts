import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

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
 * Marks them announced in the same call so two sweeps never announce a device twice.
 */
export async function claimStaleDevices(db: Db, cutoff: string) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('devices')
      .select(['id', 'account_id'])
      .where('open_connections', '>', 0)
      .where('offline_announced', '=', 0)
      .where('last_seen_at', '<', cutoff)
      .limit(5000)
      .execute();
    if (rows.length === 0) return [];
    await trx
      .updateTable('devices')
      .set({ offline_announced: 1 })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => ({ id: r.id, accountId: r.account_id }));
  });
}
