import { randomBytes } from 'node:crypto';
import type { Socket } from 'node:net';
import pg from 'pg';
import { connectDatabase } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { schemaHash } from './schema-hash.js';

// A test server on PostgreSQL gets a database of its own, empty but migrated. Making one took
// most of a server's start: migrating (about 1.5 s, a round trip per statement), then CREATE and
// DROP DATABASE (about 1 s and 1.5 s each: PostgreSQL syncs them to disk). So the schema is
// migrated once into a template, and a database, once its server has closed, is emptied and
// lent to the next server instead of dropped: emptying its tables takes a tenth of a second.
// Each server still seeds its own rows at start, as on a new database.

const TEMPLATE_LOCK = "hashtext('marquee test template')";

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return found.rowCount === 1;
}

/** Builds the template under a working name and renames it, so none is ever seen half made. */
async function buildTemplate(admin: pg.Client, adminUrl: string, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${building}`);
  const { db } = connectDatabase({ dataDir: '', databaseUrl: urlOf(adminUrl, building) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
}

/**
 * Every row of every table but the migrator's own, gone. TRUNCATE leaves a table as new (no dead
 * rows for later queries to scan, unlike DELETE), but costs file work per table, so only the
 * tables that were ever written (their file is not empty) are truncated: usually a dozen of 54.
 */
async function emptyDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT quote_ident(c.relname) AS name FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r'
          AND c.relname NOT LIKE 'marquee_migrations%' AND c.relname <> 'kysely_migration_lock'
          AND pg_relation_size(c.oid) > 0`,
    );
    if (rows.length > 0)
      await client.query(`TRUNCATE ${rows.map((r) => r.name).join(', ')} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * The test databases of this process. Each one it holds, lent or idle, is locked by an advisory
 * lock on one connection to the admin database; a database whose lock is free was left by a
 * process that ended (its locks went with its connection), and may be claimed by any other.
 * A database given back stays with this process, so the next server here gets it.
 */
class DatabasePool {
  private readonly lent = new Set<string>();
  private readonly idle: string[] = [];
  private holder: Promise<pg.Client> | undefined;
  private readonly prefix: string;

  constructor(private readonly adminUrl: string) {
    this.prefix = `marquee_p_${schemaHash()}`;
  }

  private lockHolder(): Promise<pg.Client> {
    this.holder ??= (async () => {
      const client = new pg.Client({ connectionString: this.adminUrl });
      await client.connect();
      // It must not keep the test process alive once the tests are done.
      (client as unknown as { connection: { stream: Socket } }).connection.stream.unref();
      return client;
    })();
    return this.holder;
  }

  private async templateName(admin: pg.Client): Promise<string> {
    const name = `${this.prefix}_template`;
    if (await databaseExists(admin, name)) return name;
    await admin.query(`SELECT pg_advisory_lock(${TEMPLATE_LOCK})`);
    try {
      if (!(await databaseExists(admin, name))) await buildTemplate(admin, this.adminUrl, name);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(${TEMPLATE_LOCK})`);
    }
    return name;
  }

  /** A database an ended process left, claimed; undefined when there is none. */
  private async claimLeft(admin: pg.Client): Promise<string | undefined> {
    const { rows } = await admin.query<{ name: string }>(
      "SELECT datname AS name FROM pg_database WHERE datname LIKE $1 || '\\_%' AND datname NOT LIKE '%\\_template' AND datname NOT LIKE '%\\_building'",
      [this.prefix],
    );
    for (const { name } of rows) {
      if (this.lent.has(name)) continue;
      const claim = await admin.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS ok',
        [name],
      );
      if (claim.rows[0]?.ok) return name;
    }
    return undefined;
  }

  /** A migrated database with no rows, lent until give() is called; its connection URL. */
  async take(): Promise<{ name: string; url: string }> {
    let name = this.idle.pop();
    if (!name) {
      const admin = await this.lockHolder();
      const template = await this.templateName(admin);
      name = await this.claimLeft(admin);
      if (!name) {
        name = `${this.prefix}_${randomBytes(4).toString('hex')}`;
        await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      }
    }
    this.lent.add(name);
    const url = urlOf(this.adminUrl, name);
    await emptyDatabase(url);
    return { name, url };
  }

  /**
   * Takes the database back once its server's connections have ended: pg's pool.end() resolves
   * when its clients are asked to end, not when they have, and a session still open would keep
   * its own advisory locks (presence takes one) into the next server's test.
   */
  async give(name: string): Promise<void> {
    const admin = await this.lockHolder();
    for (let tries = 0; tries < 1000; tries++) {
      const open = await admin.query<{ n: string }>(
        'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if (Number(open.rows[0]?.n) === 0) break;
    }
    this.lent.delete(name);
    this.idle.push(name);
  }
}

const pools = new Map<string, DatabasePool>();

/** A migrated, empty PostgreSQL database for one test server, and how to hand it back. */
export async function lendTestDatabase(
  adminUrl: string,
): Promise<{ url: string; giveBack(): Promise<void> }> {
  let pool = pools.get(adminUrl);
  if (!pool) pools.set(adminUrl, (pool = new DatabasePool(adminUrl)));
  const { name, url } = await pool.take();
  return { url, giveBack: () => pool.give(name) };
}
