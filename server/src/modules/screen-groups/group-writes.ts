import type { AppServices } from '../../app-services.js';
import { inAccountWrite } from '../../db/account-write.js';
import type { Db } from '../../db/connect.js';
import { badUserInput } from '../../errors.js';
import * as repo from './repo.js';

// Changes to an account's set of groups that must see each other: the count limit and names.

/**
 * Runs a change to the account's groups as one account write: parallel creations and renames
 * each see the ones before, so the count limit and unique names hold.
 */
export const inGroupWrite = (
  app: AppServices,
  accountId: string,
  work: (trx: Db) => Promise<void>,
) => inAccountWrite(app, accountId, work);

/**
 * Two groups of one name cannot be told apart in a filter, a checklist or the publish dialog:
 * a name is the account's once, letter case aside.
 */
export async function refuseTakenName(trx: Db, accountId: string, name: string, exceptId?: string) {
  if (!(await repo.groupNamed(trx, accountId, name, exceptId))) return;
  const message = `There is already a group named ${name}`;
  throw badUserInput(message, [{ path: 'name', message }]);
}
