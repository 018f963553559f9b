// Fleet fan-out: the longest turn of the event loop while one change reaches N screens.
//
// Usage (from the repository root, after the server is built with `npm run build`):
//   node bench/fleet-loop.mjs [--screens 10000] [--rounds 3] [--dist server/dist]
//   node bench/fleet-loop.mjs --compare /tmp/mq-loop-old/server/dist   # old build, then this one
//
// One process, no sockets: the built server (its `startServer`, SQLite in a temp dir) runs in this
// process, one account gets N screens (one paired through the API, the rest copied in the
// database), all in one screen group without a publish of their own, the group showing one
// playlist. Each screen holds an open `contentVersionChanged` stream: the module function called
// directly and its async iterator consumed, as the socket code does. Each round measures:
//   content   the playlist the group shows is renamed (the playlists service's updatePlaylist)
//   publish   publishToScreens(targets: { groupIds: [group] }) of the other playlist (the service)
// (then playlist A is published back). Each is measured twice per round. Sampled: from just before
// the call until every stream has its notice (and 250 ms after), the gaps between consecutive
// setImmediate callbacks (a gap is one turn of the loop with everything it ran) with the process
// CPU time in each, and GET /health every 20 ms, each probe on its own (a probe that failed or was
// not answered 100 ms after the sampling stopped counts as unanswered). Unsampled: without those
// (the sampler spins the loop and costs CPU itself), for the notice times and the CPU the change
// costs from the call to the last notice. Both: perf_hooks.monitorEventLoopDelay's maximum, the
// call's own time, each stream's notice time from the call (p50, p99, the last). Long turns' spans
// on the monotonic clock go to stderr with BENCH_LONG_TURNS=1 (to match with a --cpu-prof profile).
// With --compare both builds run in turn, each in a child process.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { PERMISSIONS } from '@marquee/sdk/model';

const root = resolve(import.meta.dirname, '..');
const flag = (name) => {
  const i = process.argv.lastIndexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const N = Number(flag('screens') ?? 10_000);
const ROUNDS = Number(flag('rounds') ?? 3);
const DIST = resolve(root, flag('dist') ?? 'server/dist');
const COMPARE = flag('compare');
const NOTICE_TIMEOUT_MS = 60_000;
const LONG_TURNS = process.env.BENCH_LONG_TURNS === '1';
const AFTER_MS = 250;
const log = (...a) => console.error(`[${new Date().toISOString().slice(11, 19)}]`, ...a);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => (typeof v !== 'number' || Number.isNaN(v) ? '—' : v.toFixed(1));

async function gql(url, query, variables, token) {
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

/** The demo account with N screens in one group showing playlist A; returns what the rounds use. */
async function setUp(url, services) {
  const { signIn } = await gql(
    url,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { token } }',
    { e: 'admin@marquee.local', p: process.env.DEMO_PASSWORD ?? 'marquee-demo' },
  );
  const op = signIn.token;
  const { playlists } = await gql(url, '{ playlists { _id } }', {}, op);
  const { createPlaylist } = await gql(
    url,
    'mutation { createPlaylist(input: { name: "Fleet loop B" }) { _id } }',
    {},
    op,
  );
  const { requestPairingCode: code } = await gql(
    url,
    'mutation { requestPairingCode(platform: "web") { pairingCode pairingSecret } }',
  );
  await gql(
    url,
    'mutation($c: String!) { pairDevice(pairingCode: $c, name: "Loop screen 0") { _id } }',
    { c: code.pairingCode },
    op,
  );
  await gql(url, 'mutation($s: String!) { claimDevice(pairingSecret: $s) { deviceToken } }', {
    s: code.pairingSecret,
  });
  const { db } = services;
  const first = await db.selectFrom('devices').selectAll().executeTakeFirstOrThrow();
  const ids = [first.id];
  const rows = [];
  for (let i = 1; i < N; i++) {
    const id = randomUUID();
    ids.push(id);
    rows.push({ ...first, id, name: `Loop screen ${i}` });
  }
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('devices')
      .values(rows.slice(i, i + 200))
      .execute();
  const { createScreenGroup } = await gql(
    url,
    'mutation { createScreenGroup(name: "Fleet loop") { _id } }',
    {},
    op,
  );
  const groupId = createScreenGroup._id;
  const now = new Date().toISOString();
  const members = ids.map((id) => ({
    id: randomUUID(),
    account_id: first.account_id,
    group_id: groupId,
    device_id: id,
    added_at: now,
  }));
  for (let i = 0; i < members.length; i += 500)
    await db
      .insertInto('screen_group_members')
      .values(members.slice(i, i + 500))
      .execute();
  await db
    .updateTable('devices')
    .set({ published_collection: null, published_entity_id: null })
    .execute();
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', 'admin@marquee.local')
    .executeTakeFirstOrThrow();
  const scope = {
    accountId: first.account_id,
    spaceId: null,
    permissions: new Set(Object.values(PERMISSIONS).flatMap((group) => Object.values(group))),
    actor: { kind: 'user', userId: user.id, email: user.email },
  };
  return { ids, groupId, scope, playlists: [playlists[0]._id, createPlaylist._id] };
}

/** N open content streams; `armed` makes each note the time of its next notice. */
function openStreams(services, contentVersionChanged, accountId, ids) {
  const at = new Float64Array(ids.length).fill(Number.NaN);
  const state = { since: 0, count: 0, onAll: () => {} };
  const streams = ids.map((id, i) => {
    const stream = contentVersionChanged(services, { id, accountId });
    void (async () => {
      for await (const notice of stream) {
        if (!notice.hash || !Number.isNaN(at[i])) continue;
        at[i] = performance.now() - state.since;
        if (++state.count === ids.length) state.onAll();
      }
    })();
    return stream;
  });
  const arm = () => {
    at.fill(Number.NaN);
    state.count = 0;
    state.since = performance.now();
    return new Promise((ok) => {
      state.onAll = ok;
    });
  };
  return { at, state, arm, close: () => Promise.all(streams.map((s) => s.return())) };
}

/** Gaps between setImmediate callbacks, the loop-delay histogram and /health probes. */
function startSampling(url) {
  const gaps = [];
  const ends = [];
  let last = performance.now();
  // Process CPU time in each turn (all threads: GC helpers and zlib work count too); on a busy
  // machine a turn's wall time also holds the time the process waited for a core.
  const cpus = [];
  let lastCpu = process.cpuUsage();
  let running = true;
  const tick = () => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    cpus.push((cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000);
    lastCpu = cpu;
    gaps.push(now - last);
    ends.push(now);
    // BENCH_LONG_TURNS=1: each long turn's span on the monotonic clock (µs), as a CPU profile has.
    if (LONG_TURNS && (now - last > 30 || cpus.at(-1) > 20)) {
      const end = process.hrtime.bigint() / 1000n;
      const start = end - BigInt(Math.round((now - last) * 1000));
      log(
        `long turn ${(now - last).toFixed(1)} ms, cpu ${cpus.at(-1).toFixed(1)}: ${start} ${end}`,
      );
    }
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  const probes = [];
  let sent = 0;
  const timer = setInterval(() => {
    const t = performance.now();
    sent++;
    fetch(`${url}/health`)
      .then((r) => r.arrayBuffer())
      .then(
        () => probes.push(performance.now() - t),
        () => {},
      );
  }, 20);
  /** `callEnd`: when the service call returned; turns ending later are the fan-out's alone. */
  return async (callEnd) => {
    running = false;
    clearInterval(timer);
    await new Promise((r) => setTimeout(r, 100));
    const sorted = [...gaps].sort((a, b) => a - b);
    return {
      longestTurn: sorted.at(-1),
      longestAfterCall: gaps.reduce((m, g, i) => (ends[i] - g >= callEnd && g > m ? g : m), 0),
      turnsOver30: gaps.filter((g) => g > 30).length,
      maxTurnCpu: cpus.reduce((m, c) => Math.max(m, c), 0),
      maxTurnCpuAfterCall: cpus.reduce(
        (m, c, i) => (ends[i] - gaps[i] >= callEnd ? Math.max(m, c) : m),
        0,
      ),
      healthMax: probes.reduce((m, p) => Math.max(m, p), 0),
      healthP99: pct(
        [...probes].sort((a, b) => a - b),
        99,
      ),
      probes: probes.length,
      // Failed, or not answered 100 ms after the last notice.
      unanswered: sent - probes.length,
    };
  };
}

/**
 * One change, from the call until every stream has its notice. `sampled`: with the setImmediate
 * sampler and the /health probes (which spin the loop and cost CPU of their own); without them,
 * only the loop-delay histogram runs, and the process CPU from the call to the last notice is the
 * cost of the change alone.
 */
async function measure(url, streams, act, sampled) {
  const all = streams.arm();
  const stop = sampled ? startSampling(url) : undefined;
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await act();
  const call = performance.now() - t0;
  const timedOut = await Promise.race([
    all.then(() => false),
    new Promise((r) => setTimeout(() => r(true), NOTICE_TIMEOUT_MS)),
  ]);
  const cpu = process.cpuUsage(cpu0);
  histogram.disable();
  if (LONG_TURNS) {
    const end = process.hrtime.bigint() / 1000n;
    const start = end - BigInt(Math.round((performance.now() - t0) * 1000));
    log(`measured span${sampled ? '' : ' (unsampled)'}: ${start} ${end}`);
  }
  await new Promise((r) => setTimeout(r, AFTER_MS));
  const loop = stop ? await stop(t0 + call) : {};
  const times = [...streams.at].filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  return {
    call,
    reached: times.length,
    timedOut,
    p50: pct(times, 50),
    p99: pct(times, 99),
    last: times.at(-1),
    cpuTotal: (cpu.user + cpu.system) / 1000,
    ...loop,
    loopDelayMax: histogram.max / 1e6,
  };
}

async function runOnce(label) {
  const imp = (path) => import(pathToFileURL(join(DIST, path)).href);
  const { startServer } = await imp('app.js');
  const { contentVersionChanged } = await imp('modules/content-delivery/screen-stream.js');
  const { publishToScreens } = await imp('modules/screen-groups/service.js');
  const { updatePlaylist } = await imp('modules/playlists/write.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-loop-'));
  const server = await startServer({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  const services = server.services;
  log(`${label}: ${DIST}, ${N} screens, load average ${load()}`);
  const { ids, groupId, scope, playlists } = await setUp(server.url, services);
  const content = (i) => ({ collectionName: 'playlist', entityId: playlists[i % 2] });
  const publish = (i) => publishToScreens(services, scope, content(i), { groupIds: [groupId] });
  await publish(0);
  const streams = openStreams(services, contentVersionChanged, scope.accountId, ids);
  await streams.arm();
  log(`${label}: ${N} streams open in ${ms(streams.at.reduce((a, b) => Math.max(a, b)))} ms`);
  const rows = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const loadBefore = load();
    // The group shows playlist A at each start: A is renamed, B published, A published back.
    for (const sampled of [true, false]) {
      const shown = playlists[0];
      const name = `Fleet loop ${label} ${round}${sampled ? '' : ' b'}`;
      const change = () => updatePlaylist(services, scope, shown, { name });
      const scenario = (s) => (sampled ? s : `${s}, unsampled`);
      const a = await measure(server.url, streams, change, sampled);
      rows.push({ label, round, scenario: scenario('content'), load: loadBefore, ...a });
      const b = await measure(server.url, streams, () => publish(1), sampled);
      rows.push({ label, round, scenario: scenario('publish'), load: loadBefore, ...b });
      const back = await measure(server.url, streams, () => publish(0), false);
      if (back.reached !== N) throw new Error('a screen missed the publish back');
    }
    log(`${label}: round ${round} done, load average ${load()}`);
  }
  await streams.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

function table(rows) {
  const head =
    '| build | round | change | call | notice p50 / p99 / last | reached | longest turn / after the call | most CPU in a turn / after the call | turns > 30 ms | loop delay max | CPU call → last notice | /health p99 / max (probes) | load avg before |';
  const lines = [head, `|${' --- |'.repeat(13)}`];
  for (const r of rows)
    lines.push(
      `| ${r.label} | ${r.round} | ${r.scenario} | ${ms(r.call)} | ${ms(r.p50)} / ${ms(r.p99)} / ${ms(r.last)} | ${r.reached}${r.timedOut ? ' (timed out)' : ''} | ${ms(r.longestTurn)} / ${ms(r.longestAfterCall)} | ${ms(r.maxTurnCpu)} / ${ms(r.maxTurnCpuAfterCall)} | ${r.turnsOver30 ?? '—'} | ${ms(r.loopDelayMax)} | ${ms(r.cpuTotal)} | ${r.probes === undefined ? '—' : `${ms(r.healthP99)} / ${ms(r.healthMax)} (${r.probes}${r.unanswered ? `, ${r.unanswered} unanswered` : ''})`} | ${r.load} |`,
    );
  return lines.join('\n');
}

/** Runs this script for one build in a child process and reads its rows. */
function child(dist, label) {
  return new Promise((ok, fail) => {
    const args = [import.meta.filename, '--dist', dist, '--label', label];
    args.push('--screens', String(N), '--rounds', String(ROUNDS), '--json');
    const p = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    // The server logs on stdout too: the rows are the line after RESULT.
    const rows = () => JSON.parse(/^RESULT (.*)$/m.exec(out)[1]);
    p.on('exit', (code) => (code === 0 ? ok(rows()) : fail(new Error(`${label}: ${code}`))));
  });
}

if (COMPARE) {
  log(`load average ${load()}`);
  const rows = [...(await child(resolve(COMPARE), 'old')), ...(await child(DIST, 'new'))];
  console.log(table(rows));
  log(`load average ${load()}`);
} else {
  const rows = await runOnce(flag('label') ?? 'this');
  console.log(process.argv.includes('--json') ? `RESULT ${JSON.stringify(rows)}` : table(rows));
  process.exit(0);
}
