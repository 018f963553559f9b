// The load benchmark's settings, read once from its flags (listed in bench/devices-load.mjs) and
// the environment, and the few helpers every part of it uses.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const flag = (name) => {
  const i = process.argv.lastIndexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const arg = (name, fallback) => (flag(name) === undefined ? fallback : Number(flag(name)));
export const N = arg('devices', 1000);
export const WORKERS = arg('workers', 4);
export const ROUNDS = arg('rounds', 5);
export const PROCESSES = arg('processes', 1);
export const DB = flag('db') ?? 'sqlite';
export const COMPARE = flag('compare');
// Normally read from the schema; --protocol old|new overrides it (both builds in --compare).
export const PROTOCOL = flag('protocol');
if (PROTOCOL && !['old', 'new'].includes(PROTOCOL)) throw new Error(`--protocol ${PROTOCOL}`);
if (!['sqlite', 'postgres'].includes(DB)) throw new Error(`--db ${DB}: sqlite or postgres`);
if (PROCESSES > 1 && DB !== 'postgres')
  throw new Error('--processes 2 needs --db postgres (SQLite is one process)');
export const PG_URL = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(
  /\/+$/,
  '',
);
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const root = new URL('../..', import.meta.url).pathname;
export const requireFromServer = createRequire(join(root, 'server/package.json'));
export const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// BENCH_DATA_DIR=/some/dir keeps the server's data (and, on SQLite, the paired screens' tokens)
// there, so a second SQLite run with the same N skips setup (minutes at 10,000). Without it, a
// fresh temp dir. PostgreSQL runs always start from a fresh database.
export const keptDataDir = process.env.BENCH_DATA_DIR;
export const tokensFile = (dataDir) => join(dataDir, `bench-devices-${N}.json`);
