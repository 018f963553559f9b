import type { AppServices } from '../../app-services.js';
import type { Db } from '../../db/connect.js';
import { inAccountWrite } from '../../db/account-write.js';
import { findAccount } from '../accounts/repo.js';
import { usedStorageBytes } from './repo.js';
import { BYTES_PER_MB, quotaExceeded } from './rules.js';

/**
 * Throws QUOTA_EXCEEDED unless `neededBytes` more fit into the account's storage (decimal MB).
 * `excludeBytes` leaves out bytes already counted (the upload endpoint re-checks its own record).
 */
export async function assertStorageFor(
  app: Pick<AppServices, 'db'>,
  accountId: string,
  neededBytes: number,
  excludeBytes = 0,
): Promise<void> {
  const account = await findAccount(app.db, accountId);
  const maxBytes = (account?.maxStorageCapacityInMB ?? 0) * BYTES_PER_MB;
  const used = (await usedStorageBytes(app.db, accountId)) - excludeBytes;
  if (used + neededBytes > maxBytes) throw quotaExceeded(used, maxBytes, neededBytes);
}

/**
 * Checks that `neededBytes` fit and creates the records that take them up in one account
 * write, so parallel batches cannot all fit into the same free space.
 */
export async function reserveStorage<T>(
  app: Pick<AppServices, 'db' | 'dialect'>,
  accountId: string,
  neededBytes: number,
  create: (db: Db) => Promise<T>,
): Promise<T> {
  return inAccountWrite(app, accountId, async (trx) => {
    await assertStorageFor({ db: trx }, accountId, neededBytes);
    return create(trx);
  });
}

/** Decimal megabytes the account's files take (Account.usedStorageCapacityInMB). */
export async function usedStorageMB(app: AppServices, accountId: string): Promise<number> {
  return (await usedStorageBytes(app.db, accountId)) / BYTES_PER_MB;
}
