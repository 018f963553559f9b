import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Driver,
  type LogEvent,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import { keepingStatements } from './kept-statements.js';
import type { Database } from './schema.js';
import { WalCheckpoints } from './wal-checkpoints.js';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** Human-readable for the start-up banner (no password). */
  description: string;
  /** SQLite's log checkpoints (undefined on PostgreSQL). */
  checkpoints?: WalCheckpoints;
}

export interface ConnectOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Called for every executed query; the query-count tests and slow-query logs hang off it. */
  onQuery?: (event: LogEvent) => void;
  /** A checkpoint of SQLite's log failed in its worker thread (it ran on the main one instead). */
  onCheckpointError?: (error: unknown) => void;
  /** False: checkpoints run only when a test calls `checkpoints.tick()`, not once a second. */
  startCheckpoints?: boolean;
}

/** SQLite whose log is checkpointed off the event loop until the database is destroyed. */
class CheckpointedSqliteDialect extends SqliteDialect {
  constructor(
    config: SqliteDialectConfig,
    private readonly checkpoints: WalCheckpoints,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    // The worker's connection closes first, so the server's is the last and removes the log.
    driver.destroy = async () => {
      await this.checkpoints.close();
      await destroy();
    };
    return driver;
  }
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
  // Checkpoints run in a worker thread, never in a commit on the event loop (wal-checkpoints.ts).
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpoints = new WalCheckpoints({
    file,
    fallback: () => sqlite.pragma('wal_checkpoint(PASSIVE)'),
    onError: options.onCheckpointError ?? (() => {}),
  });
  if (options.startCheckpoints !== false) checkpoints.start();
  return {
    db: new Kysely<Database>({
      dialect: new CheckpointedSqliteDialect({ database: keepingStatements(sqlite) }, checkpoints),
      ...(log ? { log } : {}),
    }),
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    checkpoints,
  };
}
