// Load benchmark (issue 6): N simulated screens hold currentDeviceChanged subscriptions and
// heartbeats against ONE server process; the operator changes the playlist all of them show, and
// every screen must hear of it. Measures publish-to-receipt latency (p50, p99, max) per round and
// the server's memory. Usage (from the repository root, after a build):
//   bench/devices-load.sh 1000        (raises ulimit -n, then runs this file)
//   node bench/devices-load.mjs --devices 1000 --workers 4 --rounds 5
import { fork, spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const N = arg('devices', 1000);
const WORKERS = arg('workers', 4);
const ROUNDS = arg('rounds', 5);
const root = new URL('..', import.meta.url).pathname;
const Database = createRequire(join(root, 'server/package.json'))('better-sqlite3');
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

// BENCH_DATA_DIR=/some/dir keeps the server's data (and the paired screens' tokens) there, so a
// second run with the same N skips pairing (minutes at 10,000). Without it, a fresh temp dir.
const keptDataDir = process.env.BENCH_DATA_DIR;
const tokensFile = (dataDir) => join(dataDir, `bench-devices-${N}.json`);

function startServer() {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'marquee-bench-'));
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(tokensFile(dataDir))) {
    // The previous server's sockets may not all have been counted closed when it stopped.
    const db = new Database(join(dataDir, 'marquee.db'));
    db.prepare('update devices set open_connections = 0').run();
    db.close();
  }
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, process.env.BENCH_SERVER_ENTRY ?? join(root, 'server/dist/main.js')],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /MARQUEE_LISTENING (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], dataDir });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

const memoryOf = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMB: Math.round(kb('VmRSS') / 1024), peakMB: Math.round(kb('VmHWM') / 1024) };
};

// The server's CPU time (user + system) so far, in ms: on a shared machine the time a publish
// costs the server is steadier than the latency, which also counts waiting for a core.
const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime; 100 ticks/s
};

async function gql(url, query, variables = {}, token) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * BENCH_SEED=db: pairs one screen through the API, then copies it N-1 times straight into the
 * SQLite file (same account, space and published playlist; own id, name and token). Setting up
 * 10,000 screens through the API takes many minutes on a busy 2-core machine, and the server hands
 * one address at most 120 pairing codes a minute; the measured part (subscriptions, heartbeats,
 * publish) is the same either way.
 */
function seedThroughDatabase(dataDir, firstToken) {
  const db = new Database(join(dataDir, 'marquee.db'));
  db.pragma('busy_timeout = 10000');
  const hash = (token) => createHash('sha256').update(token).digest('hex');
  const tokenRow = db
    .prepare('select * from device_tokens where token_hash = ?')
    .get(hash(firstToken));
  const device = db.prepare('select * from devices where id = ?').get(tokenRow.device_id);
  const insert = (table, row) =>
    db
      .prepare(
        `insert into ${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
      )
      .run(...Object.values(row));
  const tokens = [firstToken];
  db.transaction(() => {
    for (let i = 1; i < N; i++) {
      const id = randomUUID();
      const token = `mqd_${randomBytes(32).toString('base64url')}`;
      insert('devices', { ...device, id, name: `Bench screen ${i}` });
      insert('device_tokens', {
        ...tokenRow,
        id: randomUUID(),
        device_id: id,
        token_hash: hash(token),
      });
      tokens.push(token);
    }
  })();
  db.close();
  return tokens;
}

async function pool(count, concurrency, task) {
  let next = 0;
  const results = new Array(count);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const { child: server, url, dataDir } = await startServer();
  log(`server ${url} pid ${server.pid}`);
  try {
    const { signIn } = await gql(
      url,
      'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
      { e: 'admin@marquee.local', p: process.env.DEMO_PASSWORD ?? 'marquee-demo' },
    );
    const operator = signIn.token;
    const { playlists } = await gql(url, '{ playlists { _id } }', {}, operator);
    const playlistId = playlists[0]._id;

    let t = Date.now();
    const kept = existsSync(tokensFile(dataDir))
      ? JSON.parse(readFileSync(tokensFile(dataDir), 'utf8'))
      : undefined;
    const pairOne = async (i) => {
      const { requestPairingCode: code } = await gql(
        url,
        'mutation { requestPairingCode(platform: "web") { pairingCode pairingSecret } }',
      );
      const { pairDevice } = await gql(
        url,
        'mutation($c: String!, $n: String!) { pairDevice(pairingCode: $c, name: $n) { _id } }',
        { c: code.pairingCode, n: `Bench screen ${i}` },
        operator,
      );
      await gql(
        url,
        'mutation($d: ID!, $e: ID!) { publishToDevice(deviceId: $d, content: { collectionName: playlist, entityId: $e }) { _id } }',
        { d: pairDevice._id, e: playlistId },
        operator,
      );
      const { claimDevice } = await gql(
        url,
        'mutation($s: String!) { claimDevice(pairingSecret: $s) { deviceToken } }',
        { s: code.pairingSecret },
      );
      return claimDevice.deviceToken;
    };
    const tokens =
      kept?.playlistId === playlistId
        ? kept.tokens
        : process.env.BENCH_SEED === 'db'
          ? seedThroughDatabase(dataDir, await pairOne(0))
          : await pool(N, 32, pairOne);
    if (tokens !== kept?.tokens)
      writeFileSync(tokensFile(dataDir), JSON.stringify({ playlistId, tokens }));
    log(`paired and published ${N} devices in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const wsUrl = url.replace(/^http/, 'ws') + '/graphql';
    const workers = await Promise.all(
      Array.from({ length: WORKERS }, () => {
        const w = fork(join(root, 'bench/devices-load-worker.mjs'), {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        return new Promise((resolve) => w.once('message', () => resolve(w)));
      }),
    );
    const request = (w, msg, reply) =>
      new Promise((resolve) => {
        const on = (m) => {
          if (m.type === 'error') return log('client error:', m.error);
          if (m.type !== reply) return;
          w.off('message', on);
          resolve(m);
        };
        w.on('message', on);
        w.send(msg);
      });
    t = Date.now();
    const share = Math.ceil(N / WORKERS);
    await Promise.all(
      workers.map((w, k) =>
        request(
          w,
          {
            type: 'connect',
            url: wsUrl,
            tokens: tokens.slice(k * share, (k + 1) * share),
            concurrency: 50,
          },
          'connected',
        ),
      ),
    );
    log(`${N} screens connected in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    // Until every screen counts as online, not all subscriptions are surely registered.
    for (;;) {
      const { devicePage } = await gql(
        url,
        '{ devicePage(status: online, limit: 1) { totalCount } }',
        {},
        operator,
      );
      if (devicePage.totalCount >= N) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    await new Promise((r) => setTimeout(r, 3000));
    for (const w of workers) await request(w, { type: 'flush' }, 'receipts');
    const idle = memoryOf(server.pid);
    log(`all online; server RSS ${idle.rssMB} MB`);

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const start = Date.now();
      const cpuBefore = cpuMsOf(server.pid);
      await gql(
        url,
        'mutation($id: ID!, $n: String!) { updatePlaylist(id: $id, input: { name: $n }) { _id } }',
        { id: playlistId, n: `Demo playlist (round ${round})` },
        operator,
      );
      const mutationMs = Date.now() - start;
      let receipts = [];
      const deadline = start + 60_000;
      while (receipts.length < N && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        for (const w of workers)
          receipts.push(...(await request(w, { type: 'flush' }, 'receipts')).receipts);
      }
      const serverCpuMs = Math.round(cpuMsOf(server.pid) - cpuBefore);
      const latencies = receipts.map((r) => r - start).sort((a, b) => a - b);
      const result = {
        round,
        received: latencies.length,
        mutationMs,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1),
        serverCpuMs,
        ...memoryOf(server.pid),
      };
      rounds.push(result);
      log(JSON.stringify(result));
      await new Promise((r) => setTimeout(r, 2000));
    }
    const all = rounds.filter((r) => r.received === N);
    const summary = {
      node: process.version,
      devices: N,
      workers: WORKERS,
      rounds: ROUNDS,
      complete: `${all.length}/${ROUNDS} rounds reached every screen`,
      p50ms: Math.max(...rounds.map((r) => r.p50)),
      p99ms: Math.max(...rounds.map((r) => r.p99)),
      maxMs: Math.max(...rounds.map((r) => r.max)),
      serverRssIdleMB: idle.rssMB,
      serverPeakRssMB: Math.max(...rounds.map((r) => r.peakMB)),
      serverCpuMsMedian: rounds.map((r) => r.serverCpuMs).sort((a, b) => a - b)[rounds.length >> 1],
    };
    console.log(JSON.stringify(summary));
    await Promise.all(
      workers.map(
        (w) =>
          new Promise((r) => {
            w.once('exit', r);
            w.send({ type: 'close' });
          }),
      ),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
