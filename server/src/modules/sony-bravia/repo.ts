import type { Db } from '../../db/connect.js';
import type { SonyDisplaysTable } from './tables.js';

export type SonyDisplayRow = SonyDisplaysTable;

export async function insertDisplay(db: Db, row: SonyDisplaysTable): Promise<void> {
  await db.insertInto('sony_displays').values(row).execute();
}

/** The account's displays in the space (every space when null), newest first. */
export async function listDisplays(db: Db, accountId: string, spaceId: string | null) {
  let query = db.selectFrom('sony_displays').selectAll().where('account_id', '=', accountId);
  if (spaceId !== null) query = query.where('space_id', '=', spaceId);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1000).execute();
}

export async function findDisplay(db: Db, accountId: string, spaceId: string | null, id: string) {
  let query = db
    .selectFrom('sony_displays')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', '=', id);
  if (spaceId !== null) query = query.where('space_id', '=', spaceId);
  return query.executeTakeFirst();
}

/**
 * Inserts a display registered by serial; false when the account has that serial registered and
 * not released already (the unique index decides, so two registrations at once cannot both pass).
 */
export async function insertDisplayBySerial(db: Db, row: SonyDisplayRow): Promise<boolean> {
  try {
    await insertDisplay(db, row);
    return true;
  } catch (error) {
    const e = error as { code?: unknown; message?: unknown };
    if (e.code === '23505' || /UNIQUE constraint failed/.test(String(e.message))) return false;
    throw error;
  }
}

export async function findWaitingBySerial(db: Db, accountId: string, serial: string) {
  return db
    .selectFrom('sony_displays')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('serial', '=', serial)
    .where('status', '!=', 'released')
    .executeTakeFirst();
}

export async function findByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('sony_displays')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Compare-and-set from waiting to playing: of any number of parallel starts with one token,
 * exactly one changes the row, and only that one makes the screen.
 */
export async function markStarted(
  db: Db,
  id: string,
  deviceId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sony_displays')
    .set({ status: 'playing', device_id: deviceId, started_at: at })
    .where('id', '=', id)
    .where('status', '=', 'waiting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markReleased(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('sony_displays')
    .set({ status: 'released', released_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'released')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setFacts(
  db: Db,
  id: string,
  facts: { model: string | null; serial: string | null; mac: string | null },
): Promise<void> {
  await db
    .updateTable('sony_displays')
    .set({
      ...(facts.model ? { model: facts.model } : {}),
      ...(facts.serial ? { serial: facts.serial } : {}),
      ...(facts.mac ? { mac: facts.mac } : {}),
    })
    .where('id', '=', id)
    .execute();
}
