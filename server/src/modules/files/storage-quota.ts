import type { Db } from '../../db/connect.js';
import { findAccount } from '../accounts/repo.js';
import { usedStorageBytes } from './repo.js';
import { BYTES_PER_MB, quotaExceeded } from './rules.js';

/**
 * Throws QUOTA_EXCEEDED unless `neededBytes` more fit into the account's storage (decimal MB).
 * `excludeFileId` leaves out a record already counted (the upload endpoint re-checks its own).
 */
export async function assertStorageFor(
  db: Db,
  accountId: string,
  neededBytes: number,
  excludeBytes = 0,
): Promise<void> {
  const account = await findAccount(db, accountId);
  const maxBytes = (account?.maxStorageCapacityInMB ?? 0) * BYTES_PER_MB;
  const used = (await usedStorageBytes(db, accountId)) - excludeBytes;
  if (used + neededBytes > maxBytes) throw quotaExceeded(used, maxBytes, neededBytes);
}
