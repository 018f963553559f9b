import type { AppServices } from '../../app-services.js';
import { findAccount } from '../accounts/repo.js';
import { usedStorageBytes } from './repo.js';
import { BYTES_PER_MB, quotaExceeded } from './rules.js';

/**
 * Throws QUOTA_EXCEEDED unless `neededBytes` more fit into the account's storage (decimal MB).
 * `excludeBytes` leaves out bytes already counted (the upload endpoint re-checks its own record).
 */
export async function assertStorageFor(
  app: AppServices,
  accountId: string,
  neededBytes: number,
  excludeBytes = 0,
): Promise<void> {
  const account = await findAccount(app.db, accountId);
  const maxBytes = (account?.maxStorageCapacityInMB ?? 0) * BYTES_PER_MB;
  const used = (await usedStorageBytes(app.db, accountId)) - excludeBytes;
  if (used + neededBytes > maxBytes) throw quotaExceeded(used, maxBytes, neededBytes);
}

/** Decimal megabytes the account's files take (Account.usedStorageCapacityInMB). */
export async function usedStorageMB(app: AppServices, accountId: string): Promise<number> {
  return (await usedStorageBytes(app.db, accountId)) / BYTES_PER_MB;
}
