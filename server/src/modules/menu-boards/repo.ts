import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { MenuBoardLocationsTable, MenuBoardsTable } from '../../db/schema.js';
import type {
  MenuBoardDataSource,
  MenuBoardOrigin,
  MenuBoardType,
  SortDirection,
} from '../../graphql/generated.js';
import { storedMeals, type Meal } from './meal.js';

// Every query is narrowed to an account, and to a space where one is given (null: any space of
// the account, as for a screen). The one-daily-board-per-day rule is the database's unique index,
// so parallel creates cannot both win.

export interface LocationRow {
  id: string;
  accountId: string;
  spaceId: string | null;
  name: string;
  dataSource: MenuBoardDataSource;
  septimStoreId: string | null;
  gsAffiliateId: string | null;
  /** ISO 4217 code the location's boards show prices in. */
  currency: string;
  createdAt: string;
  updatedAt: string;
}

export interface BoardRow {
  id: string;
  accountId: string;
  spaceId: string | null;
  menuBoardLocationId: string | null;
  menuDate: string | null;
  name: string | null;
  language: string;
  alternativeLanguages: string[];
  origin: MenuBoardOrigin;
  type: MenuBoardType;
  meals: Meal[];
  createdAt: string;
  updatedAt: string;
}

const toLocation = (r: MenuBoardLocationsTable): LocationRow => ({
  id: r.id,
  accountId: r.account_id,
  spaceId: r.space_id,
  name: r.name,
  dataSource: r.data_source as MenuBoardDataSource,
  septimStoreId: r.septim_store_id,
  gsAffiliateId: r.gs_affiliate_id,
  currency: r.currency,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toBoard = (r: MenuBoardsTable): BoardRow => ({
  id: r.id,
  accountId: r.account_id,
  spaceId: r.space_id,
  menuBoardLocationId: r.menu_board_location_id,
  menuDate: r.menu_date,
  name: r.name,
  language: r.language,
  alternativeLanguages: parseJson<string[]>(r.alternative_languages, []),
  origin: r.origin as MenuBoardOrigin,
  type: r.type as MenuBoardType,
  meals: storedMeals(parseJson<unknown>(r.meals, [])),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const inSpace = (spaceId: string | null) =>
  spaceId === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`space_id = ${spaceId}`;

// ── locations ────────────────────────────────────────────────────────────────

export async function insertLocation(db: Db, l: LocationRow): Promise<void> {
  await db
    .insertInto('menu_board_locations')
    .values({
      id: l.id,
      account_id: l.accountId,
      space_id: l.spaceId,
      name: l.name,
      data_source: l.dataSource,
      septim_store_id: l.septimStoreId,
      gs_affiliate_id: l.gsAffiliateId,
      currency: l.currency,
      created_at: l.createdAt,
      updated_at: l.updatedAt,
    })
    .execute();
}

/** The space's locations by name. */
export async function listLocations(db: Db, accountId: string, spaceId: string | null) {
  const rows = await db
    .selectFrom('menu_board_locations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toLocation);
}

export async function findLocation(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
): Promise<LocationRow | undefined> {
  const row = await db
    .selectFrom('menu_board_locations')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toLocation(row) : undefined;
}

/** The currencies of some locations of an account, by location id. */
export async function locationCurrencies(
  db: Db,
  accountId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('menu_board_locations')
    .select(['id', 'currency'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.currency]));
}

export async function updateLocationSettings(
  db: Db,
  accountId: string,
  id: string,
  settings: { name: string; currency: string },
  at: string,
): Promise<void> {
  await db
    .updateTable('menu_board_locations')
    .set({ name: settings.name, currency: settings.currency, updated_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function deleteLocation(db: Db, accountId: string, id: string): Promise<boolean> {
  // Explicit rather than trusting ON DELETE CASCADE: SQLite enforces it only with foreign keys on.
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('menu_boards')
      .where('account_id', '=', accountId)
      .where('menu_board_location_id', '=', id)
      .execute();
    const result = await trx
      .deleteFrom('menu_board_locations')
      .where('account_id', '=', accountId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

// ── boards ───────────────────────────────────────────────────────────────────

const boardColumns = (b: BoardRow) => ({
  name: b.name,
  menu_date: b.menuDate,
  language: b.language,
  alternative_languages: JSON.stringify(b.alternativeLanguages),
  meals: JSON.stringify(b.meals),
  updated_at: b.updatedAt,
});

/** False when the location already has a board that day (nothing is written). */
export async function insertBoard(db: Db, b: BoardRow): Promise<boolean> {
  const result = await db
    .insertInto('menu_boards')
    .values({
      id: b.id,
      account_id: b.accountId,
      space_id: b.spaceId,
      menu_board_location_id: b.menuBoardLocationId,
      origin: b.origin,
      type: b.type,
      created_at: b.createdAt,
      ...boardColumns(b),
    })
    .onConflict((oc) => oc.columns(['menu_board_location_id', 'menu_date']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Stores the board's editable fields; false when another board of the location has the day. */
export async function updateBoard(db: Db, b: BoardRow): Promise<boolean> {
  try {
    await db
      .updateTable('menu_boards')
      .set(boardColumns(b))
      .where('account_id', '=', b.accountId)
      .where('id', '=', b.id)
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || /UNIQUE constraint failed/.test(String(e.message));
};

export async function findBoard(
  db: Db,
  accountId: string,
  spaceId: string | null,
  id: string,
): Promise<BoardRow | undefined> {
  const row = await db
    .selectFrom('menu_boards')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toBoard(row) : undefined;
}

/** The location's board of the day (the location was found in scope before). */
export async function findBoardForDay(
  db: Db,
  accountId: string,
  locationId: string,
  menuDate: string,
): Promise<BoardRow | undefined> {
  const row = await db
    .selectFrom('menu_boards')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('menu_board_location_id', '=', locationId)
    .where('menu_date', '=', menuDate)
    .executeTakeFirst();
  return row ? toBoard(row) : undefined;
}

/** Days with a board at the location from `from` to `to` (inclusive), in order. */
export async function boardDates(
  db: Db,
  accountId: string,
  locationId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('menu_boards')
    .select('menu_date')
    .where('account_id', '=', accountId)
    .where('menu_board_location_id', '=', locationId)
    .where('menu_date', '>=', from)
    .where('menu_date', '<=', to)
    .orderBy('menu_date')
    .execute();
  return rows.flatMap((r) => (r.menu_date ? [r.menu_date] : []));
}

export interface BoardQuery {
  /** A location's boards, or (null) the static ones; undefined: every board. */
  locationId?: string | null;
  sortBy: 'created_at' | 'menu_date';
  direction: SortDirection;
  limit: number;
  offset: number;
}

export async function pageBoards(
  db: Db,
  accountId: string,
  spaceId: string | null,
  q: BoardQuery,
): Promise<{ rows: BoardRow[]; total: number }> {
  let query = db
    .selectFrom('menu_boards')
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId));
  if (q.locationId === null) query = query.where('menu_board_location_id', 'is', null);
  else if (q.locationId !== undefined)
    query = query.where('menu_board_location_id', '=', q.locationId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(q.sortBy, q.direction)
      .orderBy('created_at', q.direction)
      .orderBy('id', q.direction)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toBoard), total: Number(count.n) };
}

export async function deleteBoard(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('menu_boards')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
