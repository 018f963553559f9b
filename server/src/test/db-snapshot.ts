import { sql } from 'kysely';
import type { Db } from '../db/connect.js';

// Every row of every table, to prove that a run of refused calls wrote nothing. Left out is what
// records that a call came, not what it did: rate-limit counters (every request counts, refused
// or not), a key's last use, and a screen's presence (its sockets are counted as they open).

const IGNORED_TABLES = new Set(['rate_limits']);
const IGNORED_COLUMNS = new Set([
  'last_used_at',
  'open_connections',
  'last_seen_at',
  'offline_announced',
]);

async function tableNames(db: Db, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const rows =
    dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
          db,
        )
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
          db,
        );
  return rows.rows
    .map((r) => r.name)
    .filter((n) => !n.startsWith('marquee_migrations') && !IGNORED_TABLES.has(n))
    .sort();
}

/** Each table's rows as sorted JSON lines, keyed by table. */
export async function snapshotDatabase(
  db: Db,
  dialect: 'sqlite' | 'postgres',
): Promise<Map<string, string[]>> {
  const names = await tableNames(db, dialect);
  const tables = await Promise.all(
    names.map(async (name) => {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
        db,
      );
      const lines = rows.map((row) =>
        JSON.stringify(Object.entries(row).filter(([col]) => !IGNORED_COLUMNS.has(col))),
      );
      return [name, lines.sort()] as const;
    }),
  );
  return new Map(tables);
}

/** Tables whose rows differ between two snapshots, with a count of rows added and removed. */
export function changedTables(
  before: Map<string, string[]>,
  after: Map<string, string[]>,
): string[] {
  const changed: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set(before.get(name) ?? []);
    const is = new Set(after.get(name) ?? []);
    const added = [...is].filter((line) => !was.has(line));
    const removed = [...was].filter((line) => !is.has(line));
    if (added.length || removed.length)
      changed.push(`${name}: +${added.length} -${removed.length} ${added[0]?.slice(0, 300) ?? ''}`);
  }
  return changed;
}
