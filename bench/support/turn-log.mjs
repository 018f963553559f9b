// Preload for the server (node --import): logs every turn of the event loop longer than 30 ms
// and every garbage collection over 5 ms, with the wall time in ms, to TURNS_LOG
// (default /tmp/turns.log), to line up with the fleet bench's slow /health probes
// (BENCH_LOG_SLOW_PROBES=1). Usage:
//   BENCH_SERVER_NODE_ARGS="--import=$PWD/bench/support/turn-log.mjs" TURNS_LOG=/tmp/turns.log \
//     BENCH_LOG_SLOW_PROBES=1 bench/fleet.sh 10000 4 6 --only bulk
// Lines: "turn <ms since epoch> <length ms> <heap used MB>", "gc <ms> <pause ms> kind=<n>", and
// first "clock <ms since epoch> <monotonic µs>".
import { appendFileSync } from 'node:fs';
import { Server } from 'node:http';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const out = process.env.TURNS_LOG ?? '/tmp/turns.log';
const lines = [];
const flush = () => {
  if (lines.length === 0) return;
  appendFileSync(out, `${lines.join('\n')}\n`);
  lines.length = 0;
};
// The clocks side by side, to line turns up with a CPU profile (whose times are monotonic µs).
lines.push(`clock ${Date.now()} ${Number(process.hrtime.bigint() / 1000n)}`);
setInterval(flush, 2000).unref();
process.on('exit', flush);

// A timer re-armed at once runs once per turn: the time between two is the turn's length.
let last = performance.now();
const tick = () => {
  const now = performance.now();
  if (now - last > 30) {
    const heapMB = Math.round(process.memoryUsage().heapUsed / 1e6);
    lines.push(`turn ${Date.now()} ${(now - last).toFixed(1)} ${heapMB}MB`);
  }
  last = now;
  setTimeout(tick, 0).unref();
};
setTimeout(tick, 0).unref();

new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.duration > 5) {
      const at = Math.round(performance.timeOrigin + entry.startTime);
      lines.push(`gc ${at} ${entry.duration.toFixed(1)} kind=${entry.detail?.kind}`);
    }
}).observe({ entryTypes: ['gc'] });

// /health as the server sees it: from the request's arrival in JavaScript to its answer. Over
// 20 ms (every one with TURNS_LOG_ALL_HEALTH=1): "health <ms since epoch at arrival> <ms> <the
// fleet bench's probe: when it was sent> <when its connection was accepted> <requests on it
// before>" (a slow probe with a fast line here waited
// outside the server's JavaScript: in the kernel's queue while the loop was busy, or in the
// prober).
const emit = Server.prototype.emit;
Server.prototype.emit = function (event, req, res) {
  if (event === 'connection') {
    req.acceptedAt = Date.now();
    req.requests = 0;
  }
  if (event === 'request' && req.url.startsWith('/health')) {
    const probe = /probe=(\d+)/.exec(req.url)?.[1] ?? '-';
    // When its connection was accepted, and how many requests came on it before this one.
    const conn = `${req.socket.acceptedAt ?? '-'} ${req.socket.requests ?? '-'}`;
    const at = Date.now();
    const began = performance.now();
    res.once('finish', () => {
      const ms = performance.now() - began;
      if (ms > 20 || process.env.TURNS_LOG_ALL_HEALTH)
        lines.push(`health ${at} ${ms.toFixed(1)} ${probe} ${conn}`);
    });
  }
  if (event === 'request' && req.socket.requests !== undefined) req.socket.requests++;
  return emit.apply(this, arguments);
};
