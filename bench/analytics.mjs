// Sensor analytics benchmark: the steady state of one year of per-minute audience reports for
// 1,000 screens, then the analytics page's main queries, p95 over 40 runs each, on SQLite and on
// PostgreSQL.
//
// What is stored in the steady state, and so generated: 12 open hours a day (08:00-20:00 UTC) of
// every screen for a year, as the rollups ingestion keeps for good (hourly, daily and monthly rows
// per screen and for the account, with people per hour of day, and daily and monthly object
// counts), plus every raw minute row the retention job keeps (RAW_MINUTES_RETENTION_DAYS, read
// from the built server: 1,000 screens x 720 open minutes x the days kept). The days sum the hours
// and the months sum the days, as ingestion keeps them; the raw minutes carry counts of their own
// (pseudo-random, fixed), as no query the page runs reads them. Generated in SQL, the same
// statements on both databases.
//
// Usage (from the repository root, after `npm run build -w @marquee/server`):
//   node bench/analytics.mjs sqlite
//   node bench/analytics.mjs postgres [postgres://postgres@127.0.0.1:5432/postgres]
// The PostgreSQL run makes and drops a database of its own; the SQLite one a temporary folder.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../server/dist/db/connect.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { readRollups } from '../server/dist/modules/sensor-analytics/report.js';
import { RAW_MINUTES_RETENTION_DAYS } from '../server/dist/modules/sensor-analytics/retention.js';
import { monthOfDay } from '../server/dist/modules/sensor-analytics/tables.js';

// BENCH_SCREENS and BENCH_DAYS shrink the data for a quick check of the script itself.
const SCREENS = Number(process.env.BENCH_SCREENS ?? 1000);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const OPEN = { from: 8, to: 20 };
const RUNS = 40;
const ACCOUNT = 'bench-account';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const END_DAY = Math.floor(Date.UTC(2030, 0, 1) / DAY_MS);
const FIRST_DAY = END_DAY - DAYS;
const screenId = (i) => `screen-${String(i).padStart(4, '0')}`;
const AGES = [0, 1, 2, 3, 4, 5, 6].map((i) => `age${i}`);
const COUNTS = ['people', 'male', 'female', ...AGES, 'dwell_s', 'dwell_n', 'minutes'];
const HOURS = Array.from({ length: 24 }, (_, h) => `h${h}`);
const cols = (names) => sql.raw(names.join(', '));
const sums = (names) => sql.raw(names.map((c) => `sum(${c})`).join(', '));

/** A row's counts from its people `p`, as SQL: the shares the old generator used. */
const countsOf = (perRow) =>
  sql.raw(
    ['p', 'p * 45 / 100', 'p / 2', ...AGES.map(() => 'p / 7'), 'p * 3', perRow, perRow].join(', '),
  );

/** A fixed pseudo-random 0..n-1 of two integer columns: the same data every run. */
const noise = (a, b, n) =>
  sql.raw(`((cast(${a} as bigint) * 7919 + cast(${b} as bigint) * 104729) % ${n})`);

async function insertMany(db, table, column, values) {
  for (let i = 0; i < values.length; i += 500) {
    const page = values.slice(i, i + 500).map((v) => (Array.isArray(v) ? v : [v]));
    await sql`insert into ${sql.table(table)} (${sql.raw(column)}) values ${sql.join(
      page.map((v) => sql`(${sql.join(v)})`),
    )}`.execute(db);
  }
}

/** Helper tables the generator joins: screens, open hours, kept open minutes, days' months. */
async function helpers(db) {
  await sql`create table bench_screens (n integer primary key, id text not null)`.execute(db);
  await sql`create table bench_hours (hour integer primary key)`.execute(db);
  await sql`create table bench_minutes (minute integer primary key)`.execute(db);
  await sql`create table bench_day_month (day integer primary key, month integer not null)`.execute(
    db,
  );
  const screens = Array.from({ length: SCREENS }, (_, n) => [n, screenId(n)]);
  await insertMany(db, 'bench_screens', 'n, id', screens);
  const hours = [];
  const minutes = [];
  const days = [];
  for (let d = FIRST_DAY; d < END_DAY; d++) {
    days.push([d, monthOfDay(d)]);
    for (let h = OPEN.from; h < OPEN.to; h++) hours.push(d * 24 + h);
    if (d < END_DAY - RAW_MINUTES_RETENTION_DAYS) continue;
    for (let m = OPEN.from * 60; m < OPEN.to * 60; m++) minutes.push(d * 1440 + m);
  }
  await insertMany(db, 'bench_hours', 'hour', hours);
  await insertMany(db, 'bench_minutes', 'minute', minutes);
  await insertMany(db, 'bench_day_month', 'day, month', days);
}

const timed = async (label, work) => {
  const t0 = performance.now();
  await work();
  console.error(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(0)} s`);
};

/** Hours per screen, the account's hours, then days from hours and months from days. */
async function rollups(db) {
  const account = `account:${ACCOUNT}`;
  await timed('screen hours', async () => {
    for (let s = 0; s < SCREENS; s += 100)
      await sql`insert into audience_hours (scope_id, hour, account_id, ${cols(COUNTS)})
        select id, hour, ${ACCOUNT}, ${countsOf(60)} from (
          select s.id as id, h.hour as hour, ${noise('s.n', 'h.hour', 240)} as p
          from bench_screens s cross join bench_hours h where s.n >= ${s} and s.n < ${s + 100}
        ) x`.execute(db);
  });
  await timed('account hours, days, months', async () => {
    await sql`insert into audience_hours (scope_id, hour, account_id, ${cols(COUNTS)})
      select ${account}, hour, ${ACCOUNT}, ${sums(COUNTS)} from audience_hours
      group by hour`.execute(db);
    const byHour = sql.raw(
      HOURS.map((h, i) => `sum(case when hour % 24 = ${i} then people else 0 end)`).join(', '),
    );
    await sql`insert into audience_days (scope_id, day, account_id, ${cols(COUNTS)}, ${cols(HOURS)})
      select scope_id, hour / 24, account_id, ${sums(COUNTS)}, ${byHour} from audience_hours
      group by scope_id, account_id, hour / 24`.execute(db);
    await sql`insert into audience_months (scope_id, month, account_id, ${cols(COUNTS)}, ${cols(HOURS)})
      select d.scope_id, m.month, d.account_id, ${sums([...COUNTS, ...HOURS])}
      from audience_days d join bench_day_month m on m.day = d.day
      group by d.scope_id, d.account_id, m.month`.execute(db);
  });
  await timed('objects', async () => {
    await sql`insert into audience_day_objects (scope_id, day, label, count)
      select scope_id, day, 'person', people from audience_days`.execute(db);
    await sql`insert into audience_day_objects (scope_id, day, label, count)
      select scope_id, day, 'car', (minutes + day) % 50 from audience_days`.execute(db);
    await sql`insert into audience_month_objects (scope_id, month, label, count)
      select o.scope_id, m.month, o.label, sum(o.count)
      from audience_day_objects o join bench_day_month m on m.day = o.day
      group by o.scope_id, m.month, o.label`.execute(db);
  });
}

/** Every raw minute the retention keeps: a day of every screen's open minutes per statement. */
async function rawMinutes(db) {
  await timed(`raw minutes (${RAW_MINUTES_RETENTION_DAYS} days)`, async () => {
    for (let d = END_DAY - RAW_MINUTES_RETENTION_DAYS; d < END_DAY; d++)
      await sql`insert into audience_minutes
          (device_id, minute, account_id, readings, objects, ${cols(COUNTS)})
        select id, minute, ${ACCOUNT}, 300,
          '[{"label":"person","count":' || p || '}]', ${countsOf(1)}
        from (
          select s.id as id, m.minute as minute, ${noise('s.n', 'm.minute', 5)} as p
          from bench_minutes m cross join bench_screens s
          where m.minute >= ${d * 1440} and m.minute < ${(d + 1) * 1440}
        ) x order by minute, id`.execute(db);
  });
}

async function generate(db) {
  const t0 = performance.now();
  await helpers(db);
  await rollups(db);
  await rawMinutes(db);
  for (const t of ['bench_screens', 'bench_hours', 'bench_minutes', 'bench_day_month'])
    await sql`drop table ${sql.table(t)}`.execute(db);
  console.log(`Generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

/**
 * The ranges the page asks (console audience.ts rangeOf), "now" mid-month: the days up to the
 * hour and a day beyond; a year from the start of the month eleven before the current one.
 */
const NOW = (END_DAY - 16) * DAY_MS + 10 * HOUR_MS;
const rangeOf = (days) => {
  const month = new Date(NOW);
  const from =
    days === 365
      ? Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 11, 1)
      : NOW - days * DAY_MS;
  return { from, to: NOW + DAY_MS };
};
const ids = (n) => Array.from({ length: n }, (_, i) => screenId((i * 7) % SCREENS));
/** What the report reads for a range of `days` (the bucket follows the range, as in the report). */
const lastDays = (app, scopeIds, days) => readRollups(app, scopeIds, rangeOf(days));

const ACCOUNT_SCOPE = [`account:${ACCOUNT}`];
const QUERIES = [
  ['account, last 12 months (by month)', (app) => lastDays(app, ACCOUNT_SCOPE, 365)],
  ['account, last 7 days (by hour)', (app) => lastDays(app, ACCOUNT_SCOPE, 7)],
  ['one screen, last 12 months (by month)', (app) => lastDays(app, [screenId(421)], 365)],
  ['one screen, last 30 days (by day)', (app) => lastDays(app, [screenId(421)], 30)],
  ['group of 50 screens, last 12 months (by month)', (app) => lastDays(app, ids(50), 365)],
  ['group of 500 screens, last 12 months (by month)', (app) => lastDays(app, ids(500), 365)],
  ['location of 200 screens, last 7 days (by hour)', (app) => lastDays(app, ids(200), 7)],
  ['group of 500 screens, last 7 days (by hour)', (app) => lastDays(app, ids(500), 7)],
  ['group of 500 screens, last 30 days (by day)', (app) => lastDays(app, ids(500), 30)],
];

async function measure(app) {
  const results = [];
  for (const [name, run] of QUERIES) {
    await run(app);
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run(app);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    results.push({ query: name, p50: p(0.5).toFixed(1), p95: p(0.95).toFixed(1) });
  }
  console.table(results);
}

const mb = (bytes) => `${(Number(bytes) / 1e6).toFixed(0)} MB`;

async function sqliteRun() {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-analytics-'));
  const { db } = connectDatabase({ dataDir: dir, databaseUrl: undefined });
  try {
    await migrateToLatest(db);
    // The generator's own cache; the server's connection keeps SQLite's default.
    await sql`pragma cache_size = -1000000`.execute(db);
    await generate(db);
    await sql`pragma cache_size = -2000`.execute(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    console.log(`SQLite file: ${mb(statSync(join(dir, 'marquee.db')).size)}`);
    const { rows } = await sql`select name, sum(pgsize) as bytes from dbstat
      where name like 'audience%' or name like 'sqlite_autoindex_audience%'
      group by name order by name`.execute(db);
    for (const r of rows) console.log(`  ${r.name}: ${mb(r.bytes)}`);
    await measure({ db, dialect: 'sqlite' });
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
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
    await generate(db);
    await timed('vacuum analyze', () => sql`vacuum analyze`.execute(db));
    const size = await sql`select pg_database_size(current_database()) as bytes`.execute(db);
    console.log(`PostgreSQL database: ${mb(size.rows[0].bytes)}`);
    const { rows } = await sql`select relname as name, pg_total_relation_size(oid) as bytes
      from pg_class where relname like 'audience%' and relkind = 'r' order by relname`.execute(db);
    for (const r of rows) console.log(`  ${r.name} (with indexes): ${mb(r.bytes)}`);
    await measure({ db, dialect: 'postgres' });
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
