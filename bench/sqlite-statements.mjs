// SQLite statements compiled once: the server's own reads (server/dist's findDevice,
// findDevicesByIds, findActiveSession) through Kysely on the real schema, two ways side by side
// in one run, alternating:
//   prepare-each   Kysely's SQLite driver as it comes: every query compiled again
//   kept           the server's connection (db/kept-statements.ts): each SQL text compiled once
// What is timed is the read from the caller's side (Kysely's query building included), on one
// database of 1,000 screens and one session. Usage, after a build:
//   node bench/sqlite-statements.mjs [reads=20000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { connectDatabase } from '../server/dist/db/connect.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { findActiveSession } from '../server/dist/modules/auth/sessions-repo.js';
import { findDevice, findDevicesByIds } from '../server/dist/modules/devices/repo.js';

const READS = Number(process.argv[2] ?? 20_000);
const SCREENS = 1_000;

async function seeded() {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-statements-'));
  const handle = connectDatabase({ dataDir, databaseUrl: undefined, startCheckpoints: false });
  await migrateToLatest(handle.db);
  await sql`PRAGMA foreign_keys = OFF`.execute(handle.db);
  const ids = Array.from({ length: SCREENS }, (_, i) => `device-${String(i).padStart(6, '0')}`);
  const at = new Date().toISOString();
  await handle.db
    .insertInto('devices')
    .values(ids.map((id) => ({ id, account_id: 'acc', name: id, platform: 'web', created_at: at })))
    .execute();
  await handle.db
    .insertInto('accounts')
    .values({
      id: 'acc',
      name: 'Bench',
      billing_type: 'subscription',
      tariff: 'free',
      max_storage_capacity_mb: 1000,
      language_code: 'en',
      temperature_unit: 'c',
      created_at: at,
    })
    .execute();
  await handle.db
    .insertInto('user_roles')
    .values({ id: 'r1', account_id: 'acc', name: 'Admin', permissions: '[]', created_at: at })
    .execute();
  await handle.db
    .insertInto('users')
    .values({
      id: 'u1',
      account_id: 'acc',
      email: 'a@b.c',
      password_hash: 'x',
      role: 'admin',
      user_role_id: 'r1',
      created_at: at,
    })
    .execute();
  await handle.db
    .insertInto('sessions')
    .values({ id: 's1', token_hash: 'h1', user_id: 'u1', account_id: 'acc', created_at: at })
    .execute();
  await handle.db.destroy();
  return { dataDir, ids };
}

/** The same file opened each way. */
function open(dataDir, setup) {
  if (setup === 'kept')
    return connectDatabase({ dataDir, databaseUrl: undefined, startCheckpoints: false }).db;
  const raw = new SqliteDatabase(join(dataDir, 'marquee.db'));
  return new Kysely({ dialect: new SqliteDialect({ database: raw }) });
}

const READS_OF = {
  'device by id': (db, ids, i) => findDevice(db, 'acc', ids[i % SCREENS]),
  '50 devices by id': (db, ids, i) => findDevicesByIds(db, ids.slice(i % 950, (i % 950) + 50)),
  session: (db) => findActiveSession(db, 'h1', new Date()),
};

async function measure(db, ids, read) {
  for (let i = 0; i < 500; i++) await read(db, ids, i);
  const started = performance.now();
  for (let i = 0; i < READS; i++) await read(db, ids, i);
  return ((performance.now() - started) * 1000) / READS;
}

const { dataDir, ids } = await seeded();
{
  // Each read finds what it asks for: a real row is read, not an empty answer.
  const db = open(dataDir, 'kept');
  if (!(await findActiveSession(db, 'h1', new Date()))) throw new Error('no session seeded');
  if (!(await findDevice(db, 'acc', ids[0]))) throw new Error('no device seeded');
  await db.destroy();
}
const results = {};
for (let round = 0; round < 3; round++)
  for (const setup of ['prepare-each', 'kept']) {
    const db = open(dataDir, setup);
    for (const [name, read] of Object.entries(READS_OF))
      (results[`${name}|${setup}`] ??= []).push(await measure(db, ids, read));
    await db.destroy();
  }
rmSync(dataDir, { recursive: true, force: true });

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log('| read | prepare-each (us) | kept (us) | kept / prepare-each |');
console.log('| --- | ---: | ---: | ---: |');
for (const name of Object.keys(READS_OF)) {
  const before = median(results[`${name}|prepare-each`]);
  const after = median(results[`${name}|kept`]);
  console.log(
    `| ${name} | ${before.toFixed(1)} | ${after.toFixed(1)} | ${(after / before).toFixed(2)} |`,
  );
}
