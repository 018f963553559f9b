import type { Database as BetterSqlite, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Compiled statements kept per SQLite connection. Past this many distinct SQL texts the least
 * recently used are dropped (a batch read with `in (…)` has one text per list length, so the
 * count is bounded, not the texts a server can make).
 */
export const MAX_KEPT_STATEMENTS = 1000;

/**
 * The connection as Kysely's SQLite driver sees it, keeping each SQL text's compiled statement.
 * The driver prepares every query it runs, and for the server's many small reads (a session by
 * its token, a device by id) SQLite's compile cost as much as the read itself: 5% of the
 * server's CPU in a walk of every operation, and of a publish's fan-out. A statement is compiled
 * once and run again with new parameters; SQLite compiles it again by itself if the schema
 * changed since. A statement still being iterated (a stream not yet finished) is never handed
 * out twice: the caller gets a fresh one.
 */
export function keepingStatements(
  connection: BetterSqlite,
  max = MAX_KEPT_STATEMENTS,
): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    prepare(sql) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Most recently used last: a Map iterates in insertion order.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = connection.prepare(sql);
      if (statement) return fresh;
      kept.set(sql, fresh);
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      return fresh;
    },
    close() {
      kept.clear();
      connection.close();
    },
  };
}
