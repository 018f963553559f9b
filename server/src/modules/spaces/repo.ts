import type { Db } from '../../db/connect.js';

export interface SpaceRow {
  id: string;
  accountId: string;
  name: string;
}

export async function insertSpace(db: Db, s: SpaceRow & { createdAt: string }): Promise<void> {
  await db
    .insertInto('spaces')
    .values({ id: s.id, account_id: s.accountId, name: s.name, created_at: s.createdAt })
    .execute();
}

export async function listSpaces(db: Db, accountId: string): Promise<SpaceRow[]> {
  const rows = await db
    .selectFrom('spaces')
    .select(['id', 'account_id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, name: r.name }));
}

export async function firstSpaceId(db: Db, accountId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('spaces')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

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
