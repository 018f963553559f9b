import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Human-readable for the start-up banner (no password). */
  description: string;
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Called for every executed query; the query-count tests and slow-query logs hang off it. */
  onQuery?: (event: LogEvent) => void;
}

export function connectDatabase(options: ConnectOptions): DbHandle {
  const log = options.onQuery;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(log ? { log } : {}) }),
      dialect: 'postgres',
      description: `PostgreSQL ${url.host}${url.pathname}`,
    };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'marquee.db');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // A commit writes the log without waiting for the disk; the log is synced at checkpoints. The
  // database cannot be corrupted this way, but a power cut may lose the last commits. The SQLite
  // this server links already does this for a database that is in WAL mode when it opens, so
  // without this line only the very first run, which turns WAL on, waited for the disk on every
  // commit: several milliseconds of the event loop for each write.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      ...(log ? { log } : {}),
    }),
    dialect: 'sqlite',
    description: `SQLite ${file}`,
  };
}
