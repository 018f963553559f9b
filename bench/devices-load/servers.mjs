// The servers under load: their processes (start, stop, CPU time and memory), each run's data
// directory, PostgreSQL database and Redis prefix, and the `--compare` build's git worktree.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  COMPARE,
  DB,
  PG_URL,
  PROCESSES,
  REDIS_URL,
  keptDataDir,
  log,
  requireFromServer,
  root,
  tokensFile,
} from './config.mjs';

const Database = requireFromServer('better-sqlite3');

// Ctrl-C or a kill stops the servers and drops the database before leaving.
const running = new Set();
const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    log(`${signal}: stopping the servers`);
    for (const child of running) child.kill('SIGTERM');
    const exits = [...running].map((c) => new Promise((r) => c.once('exit', r)));
    void Promise.all(exits)
      .then(() => Promise.all([...cleanups].map((c) => c().catch(() => {}))))
      .finally(() => process.exit(130));
  });

export function startServer(entry, env) {
  // The server runs with the flags `npm start` gives it (server/src/main.ts says why).
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server;
  // BENCH_SERVER_STDOUT=<file> keeps what it prints (with "--trace-gc": every collection).
  const nodeArgs = [
    '--no-memory-reducer',
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let out = '';
    const keep = process.env.BENCH_SERVER_STDOUT;
    child.stdout.on('data', (chunk) => {
      if (keep) appendFileSync(keep, chunk);
      if (out.length > 65_536) return;
      out += chunk;
      const m = /MARQUEE_LISTENING (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

export async function stopServers(servers) {
  for (const { child } of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const memoryOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
};
// Summed over the server processes, with each process's figures alongside.
export const memoryOfAll = (pids) => {
  const each = pids.map(memoryOf);
  const sum = (key) => each.reduce((s, m) => s + m[key], 0);
  return {
    rssMB: sum('rssMB'),
    peakMB: sum('peakMB'),
    ...(each.length > 1 ? { rssMBEach: each.map((m) => m.rssMB) } : {}),
  };
};

// The server's CPU time (user + system) so far, in ms: on a shared machine the time a publish
// costs the server is steadier than the latency, which also counts waiting for a core.
export const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime; 100 ticks/s
};

async function adminQuery(sqlText) {
  const pg = requireFromServer('pg');
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function dropRedisPrefix(prefix) {
  const Redis = requireFromServer('ioredis').default ?? requireFromServer('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = nextCursor;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * What one run's servers share: a data directory, a SECRET and, per flags, a fresh PostgreSQL
 * database and Redis prefix. Returns the servers' `env`, whether the screens' tokens were kept
 * from an earlier run, and `finish`, which drops what the run made.
 */
export async function prepareRun(label, runIndex) {
  const dataDir = keptDataDir
    ? COMPARE
      ? join(keptDataDir, label.replace(/[^\w.-]/g, '_'))
      : keptDataDir
    : mkdtempSync(join(tmpdir(), 'marquee-bench-'));
  mkdirSync(dataDir, { recursive: true });
  const suffix = COMPARE ? `_${runIndex}` : '';
  const dbName = `marquee_bench_${process.pid}${suffix}`;
  const databaseUrl = DB === 'postgres' ? `${PG_URL}/${dbName}` : undefined;
  const redisPrefix = PROCESSES > 1 ? `marquee-bench-${process.pid}${suffix}:` : undefined;
  const env = {
    DATA_DIR: dataDir,
    SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisPrefix ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
  };
  const kept = DB === 'sqlite' && existsSync(tokensFile(dataDir));
  if (kept) {
    // The previous server's sockets may not all have been counted closed when it stopped.
    const db = new Database(join(dataDir, 'marquee.db'));
    db.prepare('update devices set open_connections = 0').run();
    db.close();
  }
  const cleanup = async () => {
    if (databaseUrl)
      await adminQuery(`drop database if exists ${dbName} with (force)`).catch((e) =>
        log(`could not drop ${dbName}: ${e.message}`),
      );
    if (redisPrefix)
      await dropRedisPrefix(redisPrefix).catch((e) =>
        log(`could not clear Redis ${redisPrefix}*: ${e.message}`),
      );
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  if (databaseUrl) await adminQuery(`create database ${dbName}`);
  const finish = async () => {
    cleanups.delete(cleanup);
    await cleanup();
  };
  return { dataDir, databaseUrl, env, kept, finish };
}

/**
 * The `--compare` build: a git worktree of `ref` with its sdk and server built, made once
 * (`.bench-built` marks a finished build). The server starts without the console and player
 * builds (it serves their files only when asked).
 */
export function ensureOldBuild(ref) {
  const dir =
    process.env.BENCH_OLD_DIR ?? join('/tmp/marquee-bench-old', ref.replace(/[^\w.-]/g, '_'));
  const entry = join(dir, 'server/dist/main.js');
  const marker = join(dir, '.bench-built');
  if (existsSync(marker) && existsSync(entry)) {
    log(`old build ${ref}: ${dir} (built before)`);
    return entry;
  }
  const run = (cmd, args, cwd) => {
    log(`$ (cd ${cwd} && ${cmd} ${args.join(' ')})`);
    const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 2, 2] });
    if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status})`);
  };
  if (!existsSync(join(dir, '.git'))) {
    mkdirSync(dirname(dir), { recursive: true });
    run('git', ['worktree', 'add', '--detach', dir, ref], root);
  }
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], dir);
  run('npm', ['run', 'build', '-w', '@marquee/sdk'], dir);
  run('npm', ['run', 'build', '-w', '@marquee/server'], dir);
  const commit = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).stdout;
  writeFileSync(marker, commit);
  return entry;
}
