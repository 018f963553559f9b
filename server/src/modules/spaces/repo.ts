import type { Db } from '../../db/connect.js';
import type { SpaceRow } from '../accounts/repo.js';

export async function findSpace(
  db: Db,
  accountId: string,
  id: string,
): Promise<SpaceRow | undefined> {
  const r = await db
    .selectFrom('spaces')
    .select(['id', 'account_id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? { id: r.id, accountId: r.account_id, name: r.name } : undefined;
}

export async function renameSpace(db: Db, accountId: string, id: string, name: string) {
  const result = await db
    .updateTable('spaces')
    .set({ name })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSpace(db: Db, accountId: string, id: string) {
  const result = await db
    .deleteFrom('spaces')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countSpaces(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('spaces')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
