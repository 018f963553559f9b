import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import { uuidv7 } from '../ids.js';

// Builds foreign data for the tenancy walk without knowing the tables: every row of the source
// account (in every table with an account_id column) is cloned into a new account, or every
// content row of a space (tables with space_ids / space_id) into another space. Ids are remapped
// everywhere they occur, names get a marker so a leaked row is easy to spot.

export const FOREIGN_MARKER = 'zz-foreign';

type Row = Record<string, unknown>;

async function tables(db: Db, dialect: 'sqlite' | 'postgres'): Promise<Map<string, string[]>> {
  const names =
    dialect === 'sqlite'
      ? (
          await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            db,
          )
        ).rows.map((r) => r.name)
      : (
          await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
            db,
          )
        ).rows.map((r) => r.name);
  const result = new Map<string, string[]>();
  for (const name of names.filter((n) => !n.startsWith('marquee_migrations'))) {
    const cols =
      dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db))
            .rows
        : (
            await sql<{
              name: string;
            }>`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${name}`.execute(
              db,
            )
          ).rows;
    result.set(
      name,
      cols.map((c) => c.name),
    );
  }
  return result;
}

const select = (db: Db, table: string, where: string, value: string) =>
  sql<Row>`select * from ${sql.table(table)} where ${sql.ref(where)} = ${value}`.execute(db);

function remap(row: Row, idMap: Map<string, string>): Row {
  const out: Row = {};
  for (const [col, value] of Object.entries(row)) {
    if (typeof value !== 'string') {
      out[col] = value;
      continue;
    }
    if (/hash|secret/.test(col) || col === 'code') {
      out[col] = randomBytes(16).toString('hex');
      continue;
    }
    let v = value;
    for (const [from, to] of idMap) if (v.includes(from)) v = v.split(from).join(to);
    if (col === 'email') v = `foreign-${randomBytes(3).toString('hex')}-${v}`;
    if (['name', 'original_name', 'title'].includes(col)) v = `${v} ${FOREIGN_MARKER}`;
    out[col] = v;
  }
  return out;
}

async function insertAll(db: Db, dialect: 'sqlite' | 'postgres', rows: [string, Row][]) {
  await db.transaction().execute(async (trx) => {
    // Every reference is remapped, so constraints hold once all rows are in.
    if (dialect === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx);
    else await sql`set local session_replication_role = replica`.execute(trx);
    for (const [table, row] of rows) {
      const cols = Object.keys(row);
      await sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))}) values (${sql.join(
        cols.map((c) => row[c]),
      )})`.execute(trx);
    }
  });
}

export interface ForeignData {
  /** ids of every foreign row, by table */
  idsByTable: Map<string, string[]>;
  /** Reads the foreign rows, to compare before and after. */
  snapshot(): Promise<string>;
}

// The walk reads this after every call (thousands of times): one query per table, all at once,
// instead of one query per row in turn, which made the walk take minutes on PostgreSQL.
async function snapshotOf(db: Db, idsByTable: Map<string, string[]>): Promise<string> {
  const parts = await Promise.all(
    [...idsByTable]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        async ([table, ids]) =>
          (
            await sql<Row>`select * from ${sql.table(table)} where ${sql.ref('id')} in (${sql.join(ids)}) order by ${sql.ref('id')}`.execute(
              db,
            )
          ).rows,
      ),
  );
  return JSON.stringify(parts);
}

/** Clones everything of account `sourceId` into a new account. */
export async function cloneAccount(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  sourceId: string,
): Promise<ForeignData> {
  const all = await tables(db, dialect);
  const idMap = new Map<string, string>([[sourceId, uuidv7()]]);
  const picked: [string, Row][] = [
    ['accounts', (await select(db, 'accounts', 'id', sourceId)).rows[0]!],
  ];
  for (const [table, cols] of all) {
    if (!cols.includes('account_id') || !cols.includes('id')) continue;
    for (const row of (await select(db, table, 'account_id', sourceId)).rows) {
      idMap.set(String(row.id), uuidv7());
      picked.push([table, row]);
    }
  }
  const order = [...all.keys()];
  picked.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));
  const rows = picked.map(([table, row]) => [table, remap(row, idMap)] as [string, Row]);
  await insertAll(db, dialect, rows);
  return collect(db, rows);
}

/** Account-level rows that name a space without living in it. */
const NOT_CONTENT = new Set(['api_keys', 'sessions']);

/** Clones the content rows of one space into another space of the same account. */
export async function cloneSpaceContent(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  accountId: string,
  fromSpaceId: string,
  toSpaceId: string,
): Promise<ForeignData> {
  const all = await tables(db, dialect);
  const idMap = new Map<string, string>([[fromSpaceId, toSpaceId]]);
  const picked: [string, Row][] = [];
  for (const [table, cols] of all) {
    const spaceCol = cols.find((c) => c === 'space_ids' || c === 'space_id');
    if (NOT_CONTENT.has(table)) continue;
    if (!spaceCol || !cols.includes('account_id') || !cols.includes('id')) continue;
    for (const row of (await select(db, table, 'account_id', accountId)).rows) {
      const spaces = row[spaceCol];
      if (typeof spaces !== 'string' || !spaces.includes(fromSpaceId)) continue;
      idMap.set(String(row.id), uuidv7());
      picked.push([table, row]);
    }
  }
  const rows = picked.map(([table, row]) => [table, remap(row, idMap)] as [string, Row]);
  await insertAll(db, dialect, rows);
  return collect(db, rows);
}

function collect(db: Db, rows: [string, Row][]): ForeignData {
  const idsByTable = new Map<string, string[]>();
  for (const [table, row] of rows) {
    const list = idsByTable.get(table) ?? [];
    list.push(String(row.id));
    idsByTable.set(table, list);
  }
  return { idsByTable, snapshot: () => snapshotOf(db, idsByTable) };
}
