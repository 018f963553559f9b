import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import type { LiveLinksTable } from './tables.js';

export type LiveLinkRow = LiveLinksTable;

/** Links made in the space, or in none; a null space sees them all (as screens and groups). */
const inSpace =
  (spaceId: string | null) =>
  (eb: ExpressionBuilder<Database, 'live_links'>): Expression<SqlBool> =>
    spaceId === null
      ? sql<SqlBool>`1 = 1`
      : eb.or([eb('space_id', '=', spaceId), eb('space_id', 'is', null)]);

export async function insertLink(db: Db, row: LiveLinksTable) {
  await db.insertInto('live_links').values(row).execute();
}

export async function countLinks(db: Db, accountId: string) {
  const r = await db
    .selectFrom('live_links')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The account's links the caller sees, newest first. */
export async function listLinks(db: Db, accountId: string, spaceId: string | null, limit: number) {
  return db
    .selectFrom('live_links')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Deletes one link of the account in the caller's space; true when there was one. */
export async function deleteLink(db: Db, accountId: string, spaceId: string | null, id: string) {
  const r = await db
    .deleteFrom('live_links')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where(inSpace(spaceId))
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The link a token opens (any account: the token is the credential). */
export async function findByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('live_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
