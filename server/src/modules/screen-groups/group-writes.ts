import type { AppServices } from '../../app-services.js';
import type { Db } from '../../db/connect.js';
import { badUserInput } from '../../errors.js';
import * as repo from './repo.js';

// Changes to an account's set of groups that must see each other: the count limit and names.

/**
 * Runs a change to the account's groups in one transaction, the account's row locked on
 * PostgreSQL (SQLite runs one writing transaction at a time): parallel creations and renames each
 * see the ones before, so the count limit and unique names hold however many arrive at once.
 */
export function inGroupWrite(
  app: AppServices,
  accountId: string,
  work: (trx: Db) => Promise<void>,
) {
  return app.db.transaction().execute(async (trx) => {
    if (app.dialect === 'postgres')
      await trx
        .selectFrom('accounts')
        .select('id')
        .where('id', '=', accountId)
        .forUpdate()
        .execute();
    await work(trx);
  });
}

/**
 * Two groups of one name cannot be told apart in a filter, a checklist or the publish dialog:
 * a name is the account's once, letter case aside.
 */
export async function refuseTakenName(trx: Db, accountId: string, name: string, exceptId?: string) {
  if (!(await repo.groupNamed(trx, accountId, name, exceptId))) return;
  const message = `There is already a group named ${name}`;
  throw badUserInput(message, [{ path: 'name', message }]);
}
