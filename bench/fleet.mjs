// Fleet benchmark: N simulated screens (the devices-load workers, each screen a graphql-ws client
// holding the player's `contentVersionChanged` subscription) on one server process, SQLite, all in
// one screen group and without a publish of their own. Three measurements per run:
//   publish    publishToScreens(targets: { groupIds: [group] }) alternating two playlists; time
//              from just before the call to each screen's notice (and the call's own time), and
//              to each screen's load of the new content; /health probed every 20 ms meanwhile
//   broadcast  startBroadcast (every screen of the account) of a third playlist; time from the
//              mutation's response to each screen's notice (the takeover), then clearBroadcast
//   bulk       startBulkAction(kind: reload, filter: { groupId }) on the group's N screens, polled
//              until finished; /health probed every 20 ms from the call to the end (each probe
//              its own request, so a stalled loop shows in every probe it holds up)
// Usage (from the repository root, after a build; raises ulimit -n first):
//   bench/fleet.sh 10000 [workers] [rounds] [--old-entry <old server/dist/main.js>]
// With --old-entry the old build runs first, then this one (BENCH_SERVER_ENTRY or
// server/dist/main.js), with the same settings, and the new/old ratios are printed.
// BENCH_FETCH_CONNECTIONS=own: each screen fetches its content on a connection of its own, as
// real screens do, instead of a worker's shared keep-alive pool (devices-load-worker.mjs).
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gql as gqlOnce, signIn, waitUntilOnline } from './devices-load/api.mjs';
import { N, ROUNDS, log, root, sleep } from './devices-load/config.mjs';
import { screenTokens } from './devices-load/seed.mjs';
import {
  cpuMsOf,
  memoryOfAll,
  prepareRun,
  startServer,
  stopServers,
} from './devices-load/servers.mjs';
import {
  closeWorkers,
  connectScreens,
  flushAll,
  settle,
  startWorkers,
} from './devices-load/workers.mjs';
import { groupAllScreens } from './fleet/seed-group.mjs';
import { percentiles, ratiosOf, summaryOf } from './fleet/report.mjs';
import { tcpCounters, tcpCountersSince } from './support/tcp-counters.mjs';

process.env.BENCH_SEED ??= 'db';
const flag = (name) => {
  const i = process.argv.lastIndexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const OLD_ENTRY = flag('old-entry');
const ONLY = (flag('only') ?? 'publish,broadcast,bulk').split(',');
const NOTICE_TIMEOUT_MS = 30_000;

/**
 * The operator's call, tried again when the connection could not even be made (a server busy
 * fanning out does not accept for a while): the request was never sent, so nothing runs twice.
 */
async function gql(...args) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await gqlOnce(...args);
    } catch (error) {
      const code = error?.cause?.code;
      // A kept-alive socket the server closed just as it was reused: the request did not run.
      const retry = code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_SOCKET';
      if (!retry || attempt >= 6) throw error;
      log(`  ${code}, attempt ${attempt}; trying again`);
    }
  }
}

/**
 * Collects the screens' notices until all N came or the timeout; receipt times (Date.now()), and
 * how many device-document events came meanwhile (`deviceEvents`).
 */
async function collectNotices(workers, since, timeoutMs = NOTICE_TIMEOUT_MS) {
  const notices = [];
  notices.deviceEvents = 0;
  // The content loads that finished meanwhile, by when (the publish round waits for all of them).
  notices.contents = [];
  while (notices.length < N && Date.now() < since + timeoutMs) {
    await sleep(100);
    const flushed = await flushAll(workers);
    notices.push(...flushed.notices);
    notices.deviceEvents += flushed.deviceEvents ?? 0;
    notices.contents.push(...flushed.contents);
  }
  return notices;
}

/**
 * Waits until every screen told has loaded the content (none pending) or the timeout; the
 * receipt times of the loads, with those already collected.
 */
async function collectLoads(workers, loaded, timeoutMs = NOTICE_TIMEOUT_MS) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const flushed = await flushAll(workers);
    loaded.push(...flushed.contents);
    if (flushed.pending === 0 || Date.now() > until) return loaded;
    await sleep(50);
  }
}

/** Waits out the content loads the notices started (not measured), then a quiet second. */
async function quiet(workers) {
  await sleep(1000);
  const late = await settle(workers, 60_000);
  if (late.notices) log(`  ${late.notices} more notices after the round (not counted)`);
  await sleep(1000);
}

async function publishRound(ctx, round) {
  const { url, operator, workers, groupId, playlists, cpuMs } = ctx;
  const content = { collectionName: 'playlist', entityId: playlists[round % 2 === 1 ? 1 : 0] };
  await flushAll(workers);
  // /health from the call until the last screen has loaded the new content: the publish's end.
  const stop = probeHealth(url);
  const cpu0 = cpuMs();
  const start = Date.now();
  await gql(
    url,
    'mutation($c: PublishContentInput!, $t: PublishTargetsInput!) { publishToScreens(content: $c, targets: $t) { screenCount } }',
    { c: content, t: { groupIds: [groupId] } },
    operator,
  );
  const mutationMs = Date.now() - start;
  const notices = await collectNotices(workers, start);
  const loads = await collectLoads(workers, notices.contents);
  const serverCpuMs = Math.round(cpuMs() - cpu0);
  const health = await stop();
  const { deviceEvents } = notices;
  const loaded = percentiles(loads, start);
  return {
    round,
    ...percentiles(notices, start),
    mutationMs,
    serverCpuMs,
    deviceEvents,
    contentLoads: loaded.received,
    loadedP99: loaded.p99,
    loadedMax: loaded.max,
    ...health,
  };
}

async function broadcastRound(ctx, round) {
  const { url, operator, workers, playlists, cpuMs } = ctx;
  await flushAll(workers);
  const cpu0 = cpuMs();
  const called = Date.now();
  const { startBroadcast } = await gql(
    url,
    'mutation($i: StartBroadcastInput!) { startBroadcast(input: $i) { _id } }',
    { i: { content: { collectionName: 'playlist', entityId: playlists[2] } } },
    operator,
  );
  const answered = Date.now();
  // Counted until all came or 30 s after the answer (an answer can come after every notice).
  const notices = await collectNotices(workers, answered);
  const serverCpuMs = Math.round(cpuMs() - cpu0);
  // Notices that came before the answer count as 0 ms (the screen heard before the operator).
  const result = {
    round,
    ...percentiles(notices, answered),
    mutationMs: answered - called,
    serverCpuMs,
  };
  await quiet(workers);
  const cleared = Date.now();
  await gql(
    url,
    'mutation($id: ID!) { clearBroadcast(id: $id) }',
    { id: startBroadcast._id },
    operator,
  );
  const back = await collectNotices(workers, cleared);
  result.clearP99 = percentiles(back, cleared).p99;
  result.clearReceived = back.length;
  return result;
}

/** /health every 20 ms, each probe on its own (a probe does not wait for the one before). */
function probeHealth(url) {
  const samples = [];
  let failures = 0;
  const tcpBefore = tcpCounters();
  const timer = setInterval(() => {
    const t0 = performance.now();
    const sentAt = Date.now();
    // The query names the probe in the server's own log (bench/support/turn-log.mjs).
    fetch(`${url}/health?probe=${sentAt}`)
      .then((r) => r.arrayBuffer())
      .then(
        () => {
          const ms = performance.now() - t0;
          samples.push(ms);
          // BENCH_LOG_SLOW_PROBES=1: when each slow probe was sent, to line up with a server log.
          if (process.env.BENCH_LOG_SLOW_PROBES && ms > 100)
            log(`slow /health probe sent at ${sentAt}: ${Math.round(ms)} ms`);
        },
        () => failures++,
      );
  }, 20);
  return async () => {
    clearInterval(timer);
    await sleep(2000); // the last probes answer
    const sorted = samples.sort((a, b) => a - b);
    const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
    const r = (v) => Math.round(v * 10) / 10;
    return {
      probes: sorted.length,
      failures,
      // Connections the machine dropped or had to start again meanwhile (the server's or the rig's).
      ...tcpCountersSince(tcpBefore),
      healthP50: r(at(0.5)),
      healthP99: r(at(0.99)),
      healthMax: r(sorted.at(-1)),
    };
  };
}

/**
 * Waits until `total` screens have heard of their command (on the commands subscription, or on
 * the device one from a server without it); resolves to when, or null after 30 s.
 */
async function commandsHeard(workers, total) {
  let heard = 0;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const flushed = await flushAll(workers);
    heard += flushed.commandsRefused > 0 ? flushed.deviceEvents : flushed.commandEvents;
    if (heard >= total) return { at: Date.now(), heard };
    await sleep(50);
  }
  return { at: null, heard };
}

async function bulkRound(ctx, round) {
  const { url, operator, groupId, cpuMs, workers } = ctx;
  // The same probes for 2 s before the call: what /health takes on this machine anyway.
  const stopIdle = probeHealth(url);
  await sleep(2000);
  const idleHealth = await stopIdle();
  await flushAll(workers);
  const stop = probeHealth(url);
  const cpu0 = cpuMs();
  const start = Date.now();
  // These screens never report a command done, and a reload asked while the last one is still
  // pending is that same reload (none is queued): every round after the first would measure
  // nothing. Display off then on is a new command for every screen each round, the same work.
  const kind = round % 2 === 1 ? 'displayOff' : 'displayOn';
  const { startBulkAction } = await gql(
    url,
    'mutation($i: BulkActionInput!) { startBulkAction(input: $i) { _id total } }',
    { i: { kind, filter: { groupId } } },
    operator,
  );
  const mutationMs = Date.now() - start;
  let action;
  for (;;) {
    ({ bulkAction: action } = await gql(
      url,
      'query($id: ID!) { bulkAction(id: $id) { state done failed total createdAt finishedAt } }',
      { id: startBulkAction._id },
      operator,
    ));
    if (action.state === 'finished' || Date.now() > start + 120_000) break;
    await sleep(50);
  }
  const wallMs = Date.now() - start;
  // Every screen told of its command (polled every 50 ms; the probes go on meanwhile).
  const heard = await commandsHeard(workers, action.done);
  const serverCpuMs = Math.round(cpuMs() - cpu0);
  const health = await stop();
  return {
    round,
    total: action.total,
    done: action.done,
    failed: action.failed,
    finished: action.state === 'finished',
    jobMs: action.finishedAt ? Date.parse(action.finishedAt) - Date.parse(action.createdAt) : null,
    wallMs,
    heardMs: heard.at && heard.at - start,
    heard: heard.heard,
    mutationMs,
    serverCpuMs,
    ...health,
    idleHealthP99: idleHealth.healthP99,
    idleHealthMax: idleHealth.healthMax,
  };
}

async function createPlaylist(url, operator, name) {
  const { createPlaylist } = await gql(
    url,
    'mutation($n: String!) { createPlaylist(input: { name: $n }) { _id } }',
    { n: name },
    operator,
  );
  return createPlaylist._id;
}

async function runFleet(entry, label, runIndex) {
  const { dataDir, env, kept, finish } = await prepareRun(label, runIndex);
  const servers = [];
  let workers = [];
  try {
    const seeding = await startServer(entry, env);
    servers.push(seeding);
    let { url } = seeding;
    log(`${label}: server ${url} pid ${seeding.child.pid} (${entry}), to seed`);
    const operator = await signIn(url);
    const { playlists: existing } = await gql(url, '{ playlists { _id } }', {}, operator);
    const playlists = [
      existing[0]._id,
      await createPlaylist(url, operator, 'Fleet B'),
      await createPlaylist(url, operator, 'Fleet C (broadcast)'),
    ];
    let t = Date.now();
    const tokens = await screenTokens({ url, operator, playlistId: playlists[0], dataDir, kept });
    const groupId = await groupAllScreens({
      gql,
      url,
      operator,
      dataDir,
      playlistId: playlists[0],
    });
    log(`${label}: ${N} screens in one group in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    // The screens and their group were written straight into the database after this server
    // opened it, so its query planner knows nothing of them: SQLite reads its statistics once per
    // connection, when it opens. A server that has run a while with its fleet has them (taken as
    // it opens and kept up as the fleet grows: modules/database-statistics), and so has this one
    // once started again on the seeded database; what follows is measured on it.
    await stopServers(servers);
    servers.length = 0;
    const server = await startServer(entry, env);
    servers.push(server);
    url = server.url;
    const pid = server.child.pid;
    log(`${label}: server ${url} pid ${pid} (${entry})`);

    workers = await startWorkers();
    t = Date.now();
    await connectScreens(workers, { protocol: 'new', servers, tokens });
    log(`${label}: ${N} screens connected in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    await waitUntilOnline(url, operator, N);
    await sleep(3000);
    const initial = await settle(workers, 120_000);
    log(
      `${label}: all online; ${initial.notices} first notices, ${initial.contents} content loads`,
    );
    const ctx = { url, operator, workers, groupId, playlists, cpuMs: () => cpuMsOf(pid) };
    const idle = memoryOfAll([pid]);
    const results = { publish: [], broadcast: [], bulk: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [kind, fn] of [
        ['publish', publishRound],
        ['broadcast', broadcastRound],
        ['bulk', bulkRound],
      ]) {
        if (!ONLY.includes(kind)) continue;
        // A round that fails (the server stopped answering) is recorded, and the run goes on.
        const result = {
          ...(await fn(ctx, round).catch((error) => ({
            round,
            error: String(error?.cause ?? error),
          }))),
          load: loadAverage(),
        };
        results[kind].push(result);
        log(`${label}: ${kind} ${JSON.stringify(result)}`);
        await quiet(workers);
      }
    }
    return summaryOf({ label, entry, results, idle, memory: memoryOfAll([pid]) });
  } finally {
    await closeWorkers(workers);
    await stopServers(servers);
    await finish();
  }
}

const loadAverage = () => Number(loadavg()[0].toFixed(1));

async function main() {
  const newEntry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'server/dist/main.js');
  log(`fleet: ${N} screens, ${ROUNDS} rounds, load average ${loadAverage()}`);
  if (!OLD_ENTRY) {
    console.log(JSON.stringify(await runFleet(newEntry, 'current', 0)));
    return;
  }
  const old = await runFleet(OLD_ENTRY, 'old', 1);
  console.log(JSON.stringify(old));
  const current = await runFleet(newEntry, 'new', 2);
  console.log(JSON.stringify(current));
  console.log(JSON.stringify(ratiosOf(old, current)));
}

// Exits when done: the /health probes' kept-alive sockets would otherwise hold the process.
main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
