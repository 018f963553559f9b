// Sensor analytics benchmark: one year of audience for 1,000 screens, then the analytics page's
// main queries, p95 over 40 runs each, on SQLite and on PostgreSQL.
//
// What is stored. The design keeps per-minute rows (audience_minutes) only for a retention window
// and the hourly and daily rollups for good: a year of minutes for 1,000 screens would be 525.6M
// rows, and no page query reads minutes. So the generator writes what a year of per-minute
// reports rolls up to: 12 open hours a day (08:00-20:00 UTC) of every screen, as hourly rows per
// screen and per account (4.38M + 4,380), daily rows with people per hour of day (365,000 + 365)
// and two object labels per day; plus the retention window's last day of minute rows (720,000),
// so the storage figure holds a day of raw minutes. Counts are pseudo-random but fixed (seeded).
//
// Usage (from the repository root, after `npm run build -w @marquee/server`):
//   node bench/analytics.mjs sqlite
//   node bench/analytics.mjs postgres [postgres://postgres@127.0.0.1:5432/postgres]
// The PostgreSQL run makes and drops a database of its own.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../server/dist/db/connect.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import {
  readDays,
  readHours,
  readObjects,
} from '../server/dist/modules/sensor-analytics/report-repo.js';

const SCREENS = 1000;
const DAYS = 365;
const OPEN = { from: 8, to: 20 };
const RUNS = 40;
const ACCOUNT = 'bench-account';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const END_DAY = Math.floor(Date.UTC(2030, 0, 1) / DAY_MS);
const FIRST_DAY = END_DAY - DAYS;
const COUNT = ['people', 'male', 'female', ...[0, 1, 2, 3, 4, 5, 6].map((i) => `age${i}`)];
const screenId = (i) => `screen-${String(i).padStart(4, '0')}`;

/** A fixed pseudo-random number 0..n-1 of (screen, hour): the same data every run. */
const noise = (a, b, n) => (((a * 2654435761) ^ (b * 40503)) >>> 0) % n;

function hourRow(scopeId, hour, people) {
  const row = { scope_id: scopeId, hour, account_id: ACCOUNT, people };
  row.male = Math.floor(people * 0.45);
  row.female = Math.floor(people * 0.5);
  for (let i = 0; i < 7; i++) row[`age${i}`] = Math.floor(people / 7);
  Object.assign(row, { dwell_s: people * 3, dwell_n: 60, minutes: 60 });
  return row;
}

/** Writes the rollups and a day of minutes through `insert(table, rows)`, in pages. */
async function generate(insert) {
  const accountHours = new Map();
  for (let s = 0; s < SCREENS; s++) {
    const hours = [];
    const days = [];
    const objects = [];
    for (let d = FIRST_DAY; d < END_DAY; d++) {
      const day = { scope_id: screenId(s), day: d, account_id: ACCOUNT };
      for (const c of [...COUNT, 'dwell_s', 'dwell_n', 'minutes']) day[c] = 0;
      for (let h = 0; h < 24; h++) day[`h${h}`] = 0;
      for (let h = OPEN.from; h < OPEN.to; h++) {
        const hour = d * 24 + h;
        const row = hourRow(screenId(s), hour, noise(s, hour, 240));
        hours.push(row);
        for (const c of [...COUNT, 'dwell_s', 'dwell_n', 'minutes']) day[c] += row[c];
        day[`h${h}`] = row.people;
        accountHours.set(hour, (accountHours.get(hour) ?? 0) + row.people);
      }
      days.push(day);
      objects.push(
        { scope_id: screenId(s), day: d, label: 'person', count: day.people },
        { scope_id: screenId(s), day: d, label: 'car', count: noise(s, d, 50) },
      );
    }
    await insert('audience_hours', hours);
    await insert('audience_days', days);
    await insert('audience_day_objects', objects);
    if (s % 100 === 99) console.error(`  ${s + 1} screens written`);
  }
  const scope = `account:${ACCOUNT}`;
  const hours = [...accountHours].map(([hour, people]) => hourRow(scope, hour, people));
  await insert('audience_hours', hours);
  const days = new Map();
  for (const h of hours) {
    const d = Math.floor(h.hour / 24);
    const day = days.get(d) ?? { scope_id: scope, day: d, account_id: ACCOUNT };
    for (const c of [...COUNT, 'dwell_s', 'dwell_n', 'minutes']) day[c] = (day[c] ?? 0) + h[c];
    for (let x = 0; x < 24; x++) day[`h${x}`] ??= 0;
    day[`h${h.hour % 24}`] = h.people;
    days.set(d, day);
  }
  await insert('audience_days', [...days.values()]);
  // The retention window's newest day of raw minutes, every screen's open hours.
  const minuteDay = END_DAY - 1;
  for (let s = 0; s < SCREENS; s++) {
    const minutes = [];
    for (let m = OPEN.from * 60; m < OPEN.to * 60; m++) {
      const minute = minuteDay * 1440 + m;
      const people = noise(s, minute, 5);
      const row = { device_id: screenId(s), minute, account_id: ACCOUNT, readings: 300 };
      Object.assign(row, hourRow('', 0, people), { minutes: 1, dwell_n: 1 });
      delete row.scope_id;
      delete row.hour;
      row.objects = JSON.stringify([{ label: 'person', count: people }]);
      minutes.push(row);
    }
    await insert('audience_minutes', minutes);
  }
}

const QUERIES = [
  ['account, last 12 months (days)', (db) => year(db, [`account:${ACCOUNT}`])],
  ['account, last 7 days (hours)', (db) => hoursOf(db, [`account:${ACCOUNT}`], 7)],
  ['one screen, last 12 months', (db) => year(db, [screenId(421)])],
  ['one screen, last 30 days', (db) => hoursOf(db, [screenId(421)], 30)],
  ['group of 50 screens, last 12 months', (db) => year(db, ids(50))],
  ['location of 200 screens, last 7 days', (db) => hoursOf(db, ids(200), 7)],
];

const ids = (n) => Array.from({ length: n }, (_, i) => screenId(i * 7));
const rangeOf = (days) => ({ from: (END_DAY - days) * DAY_MS, to: END_DAY * DAY_MS });
const year = async (db, scopeIds) => {
  const range = rangeOf(365);
  return Promise.all([readDays(db, scopeIds, range), readObjects(db, scopeIds, range)]);
};
const hoursOf = async (db, scopeIds, days) => {
  const range = rangeOf(days);
  return Promise.all([readHours(db, scopeIds, range), readObjects(db, scopeIds, range)]);
};

async function measure(db) {
  const results = [];
  for (const [name, run] of QUERIES) {
    await run(db);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run(db);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    results.push({ query: name, p50: p(0.5).toFixed(1), p95: p(0.95).toFixed(1) });
  }
  console.table(results);
}

async function sqliteRun() {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-analytics-'));
  const { db } = connectDatabase({ dataDir: dir, databaseUrl: undefined });
  await migrateToLatest(db);
  const t0 = performance.now();
  // SQLite takes at most 32,766 values per statement: 500 rows of up to 40 columns.
  await generate((table, rows) =>
    db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 500))
          .execute();
    }),
  );
  console.error(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  await sql`vacuum`.execute(db);
  const bytes = statSync(join(dir, 'marquee.db')).size;
  console.log(`SQLite file: ${(bytes / 1e6).toFixed(0)} MB`);
  await measure(db);
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

async function postgresRun(adminUrl) {
  const name = `marquee_analytics_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db } = connectDatabase({ dataDir: tmpdir(), databaseUrl: url.toString() });
  try {
    await migrateToLatest(db);
    const t0 = performance.now();
    await generate(async (table, rows) => {
      for (let i = 0; i < rows.length; i += 1000)
        await db
          .insertInto(table)
          .values(rows.slice(i, i + 1000))
          .execute();
    });
    console.error(`generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    await sql`vacuum analyze`.execute(db);
    const size = await sql`select pg_database_size(current_database()) as bytes`.execute(db);
    console.log(`PostgreSQL database: ${(Number(size.rows[0].bytes) / 1e6).toFixed(0)} MB`);
    await measure(db);
  } finally {
    await db.destroy();
    await admin.query(`drop database ${name}`);
    await admin.end();
  }
}

const target = process.argv[2] ?? 'sqlite';
if (target === 'postgres')
  await postgresRun(process.argv[3] ?? 'postgres://postgres@127.0.0.1:5432/postgres');
else await sqliteRun();
