import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db, DbHandle } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { toDeviceRow } from '../devices/repo.js';
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

// A group's public page reads only what it shows: its first screens in the order below, their
// number, and, for a picture, the one screen its key names. None of these reads all the group's
// rows into the server (a group of 10,000 screens once did, for every page and every picture).

/**
 * The order a group's page lists its screens in, the same on both databases: the name with its
 * ASCII letters lower-cased, compared byte by byte, then the id. SQLite's lower() folds ASCII
 * letters only and compares bytes; PostgreSQL's lower() and comparisons follow the database's
 * collation, so there both are taken in the "C" collation, which folds ASCII only and compares
 * bytes too. ("Lobby" and "lobby" are tied, so their ids order them; "Écran" follows "Zoo".)
 */
const byNameThenId = (dialect: DbHandle['dialect']) =>
  dialect === 'postgres'
    ? { name: sql`lower(d.name collate "C")`, id: sql`d.id collate "C"` }
    : { name: sql`lower(d.name)`, id: sql`d.id` };

/**
 * The group's screens of the account. The account is checked on the screen (as
 * inheritingMemberIds does), so the members come from the (group, device) index, each screen by id.
 */
const groupScreens = (db: Db, accountId: string, groupId: string) =>
  db
    .selectFrom('screen_group_members as m')
    .innerJoin('devices as d', 'd.id', 'm.device_id')
    .where('m.group_id', '=', groupId)
    .where('d.account_id', '=', accountId);

/** The group's first `limit` screens in the page's order (byNameThenId). */
export async function firstGroupScreens(
  db: Db,
  dialect: DbHandle['dialect'],
  accountId: string,
  groupId: string,
  limit: number,
) {
  const order = byNameThenId(dialect);
  const rows = await groupScreens(db, accountId, groupId)
    .selectAll('d')
    .orderBy(order.name)
    .orderBy(order.id)
    .limit(limit)
    .execute();
  return rows.map(toDeviceRow);
}

/**
 * How many screens the group has, read from the (group, device) index alone, without a row of
 * either table: the group is the link's account's (the caller found it so), and a group's members
 * are only ever the account's screens (addScreensToGroup checks them), each going with its screen.
 */
export async function countGroupScreens(db: Db, groupId: string) {
  const r = await db
    .selectFrom('screen_group_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Whether the screen is one of the group's, read through the (group, device) index. */
export async function isGroupScreen(db: Db, accountId: string, groupId: string, deviceId: string) {
  const row = await groupScreens(db, accountId, groupId)
    .select('d.id')
    .where('m.device_id', '=', deviceId)
    .executeTakeFirst();
  return row !== undefined;
}
