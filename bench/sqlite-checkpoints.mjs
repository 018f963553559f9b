// SQLite checkpoints and the server's event loop: 10,000 screens' heartbeats written as the
// server writes them (server/dist's touchManyLastSeen, HEARTBEAT_CHUNK ids a statement, a turn of
// the event loop between statements), on the server's own connection (connectDatabase, the real
// schema), two ways side by side in one run:
//   sqlite-default  SQLite's own checkpoints: the commit that takes the log past 1,000 pages
//                   copies it into the database file and syncs it, on the event loop
//   worker          the server's setup: that connection never checkpoints, a worker thread does
//                   (server/src/db/wal-checkpoints.ts), once a second
// What is timed is each statement on the event loop (SQLite is synchronous: the loop waits for
// all of it), and the loop's delay meanwhile (monitorEventLoopDelay). Usage, after a build:
//   node bench/sqlite-checkpoints.mjs [flushes=60]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { connectDatabase } from '../server/dist/db/connect.js';
import { migrateToLatest } from '../server/dist/db/migrate.js';
import { HEARTBEAT_CHUNK } from '../server/dist/modules/devices/presence/heartbeats.js';
import { touchManyLastSeen } from '../server/dist/modules/devices/presence/repo.js';

const SCREENS = 10_000;
const FLUSHES = Number(process.argv[2] ?? 60);
const turn = () => new Promise((resolve) => setImmediate(resolve));

async function seeded(setup) {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-checkpoints-'));
  const handle = connectDatabase({ dataDir, databaseUrl: undefined });
  await migrateToLatest(handle.db);
  // The bench's devices belong to no account row: only their heartbeats are written.
  await sql`PRAGMA foreign_keys = OFF`.execute(handle.db);
  const ids = Array.from({ length: SCREENS }, (_, i) => `device-${String(i).padStart(6, '0')}`);
  for (let i = 0; i < ids.length; i += 500)
    await handle.db
      .insertInto('devices')
      .values(
        ids.slice(i, i + 500).map((id) => ({
          id,
          account_id: 'bench-account',
          name: id,
          platform: 'web',
          created_at: new Date().toISOString(),
          open_connections: 1,
        })),
      )
      .execute();
  await sql`PRAGMA foreign_keys = ON`.execute(handle.db);
  if (setup === 'sqlite-default') {
    await sql`PRAGMA wal_autocheckpoint = 1000`.execute(handle.db);
    await handle.checkpoints.close();
  }
  return { dataDir, handle, ids };
}

/** One flush of every screen's heartbeat, as HeartbeatBatcher.flush writes it. */
async function flush(db, ids, times) {
  const at = new Date().toISOString();
  for (let i = 0; i < ids.length; i += HEARTBEAT_CHUNK) {
    await turn();
    const started = performance.now();
    await touchManyLastSeen(db, ids.slice(i, i + HEARTBEAT_CHUNK), at);
    times.push(performance.now() - started);
  }
}

async function measure(setup) {
  const { dataDir, handle, ids } = await seeded(setup);
  const times = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  for (let f = 0; f < FLUSHES; f++) {
    await flush(handle.db, ids, times);
    // Screens' pongs come every few seconds; a flush every 10 s is compressed to 50 ms here.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const wallMs = performance.now() - started;
  delay.disable();
  await handle.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    setup,
    statements: times.length,
    p50: at(0.5),
    p99: at(0.99),
    max: times.at(-1),
    over10: times.filter((t) => t > 10).length,
    loopDelayMax: delay.max / 1e6,
    wallMs,
  };
}

const results = [];
for (const setup of ['sqlite-default', 'worker', 'sqlite-default', 'worker'])
  results.push(await measure(setup));
const f = (n) => n.toFixed(1);
console.log(
  `| setup | statements | p50 (ms) | p99 (ms) | max (ms) | over 10 ms | loop delay max (ms) | wall (s) |`,
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results)
  console.log(
    `| ${r.setup} | ${r.statements} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${r.over10} | ${f(r.loopDelayMax)} | ${f(r.wallMs / 1000)} |`,
  );
const median = (setup, key) => {
  const v = results.filter((r) => r.setup === setup).map((r) => r[key]);
  return v.reduce((a, b) => a + b, 0) / v.length;
};
for (const key of ['p99', 'max', 'loopDelayMax'])
  console.log(
    `worker / sqlite-default, ${key} (mean of runs): ${(median('worker', key) / median('sqlite-default', key)).toFixed(2)}`,
  );
