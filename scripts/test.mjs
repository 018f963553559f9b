// Runs every check and test of Marquee: generated code up to date, type-check, lint (import
// boundaries, ESLint, Prettier), unit and integration suites
// (server on SQLite and on PostgreSQL), then the end-to-end suite in real Chromium.
// A suite that cannot run here is reported loudly; under CI=1 that is a failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import pg from 'pg';

const inCI = Boolean(process.env.CI);
const pgUrl = process.env.MARQUEE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const redisUrl = process.env.MARQUEE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function run(label, cmd, args) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${label}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${secs} s`);
  return r.status === 0;
}

/** Runs the commands at once; resolves to [label, passed] for each, in the order given. */
function runSideBySide(commands) {
  return Promise.all(
    commands.map(
      ([label, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            const secs = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            console.log(`=== ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${secs} s`);
            resolve([label, code === 0]);
          });
        }),
    ),
  );
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${pgUrl} is not reachable: ${error.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A PING answered with PONG; the suites that scale out need a real Redis. */
function redisReachable() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok, why) => {
      if (!ok) console.log(`Redis at ${redisUrl} is not reachable: ${why}`);
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false, 'timed out'));
    socket.once('error', (error) => done(false, error.message));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG'), data.toString()));
  });
}

function banner(lines) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '!'.repeat(width);
  console.log(`\n${bar}\n${lines.map((l) => `! ${l.padEnd(width - 4)} !`).join('\n')}\n${bar}\n`);
}

const notRun = [];
const results = [];

// The static checks are single-threaded and independent: on two cores, side by side they take
// the time of the slowest instead of the sum (about four minutes in CI). Each one's output is
// held and printed whole when it ends, so logs do not interleave.
results.push(
  ...(await runSideBySide([
    ['generated code', 'node', ['scripts/check-codegen.mjs']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['lint', 'npm', ['run', 'lint']],
  ])),
);

// Suites needing Redis skip themselves (saying why) when told it is not there.
if (!(await redisReachable())) {
  process.env.MARQUEE_NO_REDIS = '1';
  notRun.push(`suites on Redis (${redisUrl} unreachable)`);
}

const projects = [
  'sdk',
  'web',
  'tizen',
  'webos',
  'android-webview',
  'console',
  'fonts',
  'server-sqlite',
];
if (await postgresReachable()) projects.push('server-postgres');
else {
  process.env.MARQUEE_NO_POSTGRES = '1';
  notRun.push(`server suite on PostgreSQL (${pgUrl} unreachable)`);
}
results.push([
  'unit and integration',
  run('unit and integration', 'npx', [
    'vitest',
    'run',
    // Each package's files that replace a module or a global run in its isolated twin.
    ...projects.flatMap((p) => ['--project', p, '--project', `${p}:isolated`]),
  ]),
]);

if (existsSync(chromium)) {
  results.push([
    'end-to-end',
    run('end-to-end', 'npx', ['vitest', 'run', '--project', 'e2e', '--maxWorkers=2']),
  ]);
} else {
  notRun.push(`end-to-end suite (no Chromium at ${chromium})`);
}

console.log('\n=== summary');
for (const [label, ok] of results) console.log(`${ok ? 'passed' : 'FAILED'}  ${label}`);
if (notRun.length > 0) {
  banner([
    'SUITES NOT RUN:',
    ...notRun.map((s) => `- ${s}`),
    inCI ? 'CI=1: a suite that did not run fails the build.' : 'Set them up and run again.',
  ]);
}
const failed = results.some(([, ok]) => !ok) || (inCI && notRun.length > 0);
process.exit(failed ? 1 : 0);
