// Load benchmark (issues 6 and 19): N simulated screens hold their content subscription and
// heartbeats against one or two server processes; the operator changes the playlist all of them
// show, and every screen must hear of it (the notice) and load the new content. Measures, per
// round, publish-to-notice and publish-to-content latency (p50, p99, max), the server's CPU time
// and memory. Usage (from the repository root, after a build):
//   bench/devices-load.sh 1000 [workers] [rounds] [flags]   (raises ulimit -n, then runs this)
//   node bench/devices-load.mjs --devices 1000 --workers 4 --rounds 5
// Flags:
//   --db sqlite|postgres   postgres: a fresh database marquee_bench_<pid>[_<k>] on
//                          BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432), dropped after
//   --processes 2          (postgres only) two API processes on one database, Redis
//                          (BENCH_REDIS_URL, default redis://127.0.0.1:6379, fresh REDIS_PREFIX),
//                          one DATA_DIR and SECRET; screens split between them, publish through
//                          the first, CPU and memory summed over both
//   --protocol old|new     overrides what introspection says (a server whose schema, read from
//                          server/src, is ahead of its dist advertises what it cannot serve)
//   --compare <git-ref>    builds <ref> once into a git worktree at BENCH_OLD_DIR (default
//                          /tmp/marquee-bench-old/<ref>), then runs that build and this one back
//                          to back with the same settings and prints both summaries and new/old
// The protocol of each server is read by introspection: `contentVersionChanged` (new) or
// `currentDeviceChanged` plus two queries (old); see devices-load-worker.mjs.
// The parts live in bench/devices-load/: config (flags), servers (processes, database, Redis,
// the --compare build), api (the operator's GraphQL), seed (pairing), workers (the screens'
// processes) and report (percentiles, summary, ratios).
import { join } from 'node:path';
import {
  detectProtocol,
  firstPlaylistId,
  renamePlaylist,
  signIn,
  waitUntilOnline,
} from './devices-load/api.mjs';
import { COMPARE, N, PROCESSES, ROUNDS, log, root, sleep } from './devices-load/config.mjs';
import { ratios, roundResult, summary } from './devices-load/report.mjs';
import { screenTokens } from './devices-load/seed.mjs';
import {
  cpuMsOf,
  ensureOldBuild,
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

/** One measured run of the server build at `entry`; returns the summary. */
async function runBench(entry, label, runIndex) {
  const { dataDir, databaseUrl, env, kept, finish } = await prepareRun(label, runIndex);
  const servers = [];
  let workers = [];
  try {
    // One after the other: the first migrates the database and seeds the demo.
    for (let k = 0; k < PROCESSES; k++) {
      const server = await startServer(entry, env);
      servers.push(server);
      log(`${label}: server ${k + 1}/${PROCESSES} ${server.url} pid ${server.child.pid}`);
    }
    const url = servers[0].url;
    const pids = servers.map((s) => s.child.pid);
    const cpuMs = () => pids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);

    const operator = await signIn(url);
    const protocol = await detectProtocol(servers, operator, label);
    const playlistId = await firstPlaylistId(url, operator);

    let t = Date.now();
    const tokens = await screenTokens({ url, operator, playlistId, dataDir, databaseUrl, kept });
    log(`${label}: paired and published ${N} devices in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    workers = await startWorkers();
    t = Date.now();
    await connectScreens(workers, { protocol, servers, tokens });
    const perServer = servers.map((_, k) => tokens.filter((_, i) => i % PROCESSES === k));
    log(
      `${label}: ${N} screens connected in ${((Date.now() - t) / 1000).toFixed(1)} s${PROCESSES > 1 ? ` (${perServer.map((s) => s.length).join(' + ')} on the ${PROCESSES} servers)` : ''}`,
    );
    // Until every screen counts as online, not all subscriptions are surely registered.
    await waitUntilOnline(url, operator, N);
    await sleep(3000);
    // The subscribe-time events (and their content loads) are not part of any round.
    const initial = await settle(workers, 120_000);
    if (initial.subscriptionErrors > 0 && initial.notices === 0)
      throw new Error(
        `${label}: the ${protocol} protocol's subscription failed on ${initial.subscriptionErrors} screens and none got a notice (${initial.lastSubscriptionError}). A server whose schema (read from server/src) is ahead of its dist advertises contentVersionChanged without serving it: rebuild, or force the other protocol with --protocol old.`,
      );
    const idle = memoryOfAll(pids);
    log(
      `${label}: all online; before the rounds: ${initial.notices} notices, ${initial.contents} content loads, ${initial.contentErrors} failed attempts${initial.lastError ? ` (${initial.lastError})` : ''}; server RSS ${idle.rssMB} MB`,
    );

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const start = Date.now();
      const cpuBefore = cpuMs();
      const clientCpuBefore = (await flushAll(workers)).cpuMs;
      await renamePlaylist(url, operator, playlistId, round);
      const mutationMs = Date.now() - start;
      const notices = [];
      const contents = [];
      const requests = [];
      let contentErrors = 0;
      let lastError;
      let spreadMs = 0;
      let clientCpuMs = clientCpuBefore;
      while (
        (notices.length < N || contents.length < N) &&
        Date.now() < start + 60_000 + spreadMs
      ) {
        await sleep(250);
        const f = await flushAll(workers);
        notices.push(...f.notices);
        contents.push(...f.contents);
        requests.push(...f.requests);
        contentErrors += f.contentErrors;
        lastError = f.lastError ?? lastError;
        spreadMs = Math.max(spreadMs, f.spreadMs);
        clientCpuMs = f.cpuMs;
      }
      const serverCpuMs = Math.round(cpuMs() - cpuBefore);
      const result = roundResult(
        {
          round,
          start,
          mutationMs,
          notices,
          contents,
          requests,
          protocol,
          spreadMs,
          contentErrors,
          serverCpuMs,
          clientCpuMs,
          clientCpuBefore,
        },
        memoryOfAll(pids),
      );
      rounds.push(result);
      log(JSON.stringify(result));
      if (lastError) log(`${label}: round ${round}: last content error: ${lastError}`);
      await sleep(2000);
      const late = await settle(workers, 60_000);
      if (late.notices || late.contents)
        log(
          `${label}: after round ${round}: ${late.notices} more notices, ${late.contents} more content loads (not counted)`,
        );
    }
    return summary({ label, entry, protocol, idle, rounds });
  } finally {
    await closeWorkers(workers);
    await stopServers(servers);
    await finish();
  }
}

async function main() {
  const newEntry = process.env.BENCH_SERVER_ENTRY ?? join(root, 'server/dist/main.js');
  if (!COMPARE) {
    console.log(JSON.stringify(await runBench(newEntry, 'current', 0)));
    return;
  }
  const oldEntry = ensureOldBuild(COMPARE);
  const old = await runBench(oldEntry, `old ${COMPARE}`, 1);
  console.log(JSON.stringify(old));
  const current = await runBench(newEntry, 'new', 2);
  console.log(JSON.stringify(current));
  console.log(JSON.stringify(ratios(old, current, COMPARE)));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
