import type { AppServices } from '../../../app-services.js';
import type { Db } from '../../../db/connect.js';
import { appError } from '../../../errors.js';
import { countDevices, findAccount } from '../../accounts/repo.js';

// An account billed by subscription pairs at most its subscribed plus free screens. The count
// and the new screen are one transaction: on PostgreSQL the account row is locked first, and
// SQLite runs one writing transaction at a time, so parallel pairings cannot all take the last
// place. Other billing types have no screen limit.

export const BILLING_PATH = '/billing';

export const screenLimitMessage = (limit: number) =>
  `All ${limit} screens your subscription covers are paired. To pair another screen, add screens on the Billing page.`;

/** Throws QUOTA_EXCEEDED (with the limit and the billing page's path) when no screen is left. */
export async function assertScreenRoom(
  app: Pick<AppServices, 'dialect'>,
  trx: Db,
  accountId: string,
): Promise<void> {
  const account = await findAccount(trx, accountId);
  if (!account || account.billingType !== 'subscription') return;
  if (app.dialect === 'postgres')
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
  const locked = (await findAccount(trx, accountId)) ?? account;
  const limit = locked.subscribedScreens + locked.freeScreens;
  if ((await countDevices(trx, accountId)) < limit) return;
  throw appError('QUOTA_EXCEEDED', screenLimitMessage(limit), { limit, billingPath: BILLING_PATH });
}
