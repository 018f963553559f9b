import type { Db } from '../../../db/connect.js';
import type { PairingCodesTable } from '../../../db/schema.js';

export interface PairingRow {
  id: string;
  code: string;
  platform: string;
  status: 'WAITING' | 'PAIRED' | 'CLAIMED';
  accountId: string | null;
  deviceId: string | null;
  expiresAt: string;
}

const toPairing = (r: PairingCodesTable): PairingRow => ({
  id: r.id,
  code: r.code,
  platform: r.platform,
  status: r.status as PairingRow['status'],
  accountId: r.account_id,
  deviceId: r.device_id,
  expiresAt: r.expires_at,
});

export async function insertPairing(
  db: Db,
  p: {
    id: string;
    code: string;
    secretHash: string;
    platform: string;
    expiresAt: string;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('pairing_codes')
    .values({
      id: p.id,
      code: p.code,
      secret_hash: p.secretHash,
      platform: p.platform,
      status: 'WAITING',
      account_id: null,
      device_id: null,
      expires_at: p.expiresAt,
      created_at: p.createdAt,
    })
    .execute();
}

export async function findPairingBySecretHash(db: Db, secretHash: string) {
  const r = await db
    .selectFrom('pairing_codes')
    .selectAll()
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst();
  return r ? toPairing(r) : undefined;
}

export async function findPairingById(db: Db, id: string) {
  const r = await db
    .selectFrom('pairing_codes')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? toPairing(r) : undefined;
}

/** A code that can still be paired: waiting and not yet expired. */
export async function findWaitingPairingByCode(db: Db, code: string, now: string) {
  const r = await db
    .selectFrom('pairing_codes')
    .selectAll()
    .where('code', '=', code)
    .where('status', '=', 'WAITING')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return r ? toPairing(r) : undefined;
}

/** Compare-and-set so two operators typing the same code cannot both pair it. */
export async function markPaired(
  db: Db,
  id: string,
  accountId: string,
  deviceId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('pairing_codes')
    .set({ status: 'PAIRED', account_id: accountId, device_id: deviceId })
    .where('id', '=', id)
    .where('status', '=', 'WAITING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markClaimed(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('pairing_codes')
    .set({ status: 'CLAIMED' })
    .where('id', '=', id)
    .where('status', '=', 'PAIRED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteExpiredWaiting(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('pairing_codes')
    .where('status', '=', 'WAITING')
    .where('expires_at', '<', before)
    .execute();
}
