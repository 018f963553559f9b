// The simulated screens' side: WORKERS child processes (bench/devices-load-worker.mjs) that each
// hold a share of the screens, and the messages the parent exchanges with them (connect, flush the
// receipts, close).
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { N, PROCESSES, WORKERS, log, root, sleep } from './config.mjs';

/**
 * BENCH_SCREENS_NICE (e.g. 19): the screens' processes run at that niceness, so that when they
 * and the server both want a core the server gets it. Real screens are devices of their own and
 * take no CPU from the server; on this rig they share its two cores, and at the default niceness
 * the server's loop waited for a core in its slowest turns (a turn of 86 ms held 3.5 ms of CPU).
 */
const SCREENS_NICE = process.env.BENCH_SCREENS_NICE;

export function startWorkers() {
  return Promise.all(
    Array.from({ length: WORKERS }, () => {
      const w = fork(join(root, 'bench/devices-load-worker.mjs'), {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      if (SCREENS_NICE) setPriority(w.pid, Number(SCREENS_NICE));
      return new Promise((resolve) => w.once('message', () => resolve(w)));
    }),
  );
}

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

/**
 * The screens in the order they are handed to the workers, a block each. By default in the order
 * they were paired, which is also the order a group's screens are told in: consecutive writes of a
 * fan-out then mostly go to one worker process, which on one machine costs the server less (a
 * write to a process that is asleep wakes it). BENCH_SCREENS_DEALT=shuffled deals them at random,
 * so that nearly every write goes to another process than the one before: the rig's worst case.
 * Real screens, one host each, are neither.
 */
function dealt(screens) {
  if (process.env.BENCH_SCREENS_DEALT !== 'shuffled') return screens;
  const out = [...screens];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function connectScreens(workers, { protocol, servers, tokens }) {
  const serverUrls = servers.map((s) => ({
    http: s.url,
    ws: s.url.replace(/^http/, 'ws') + '/graphql',
  }));
  const share = Math.ceil(N / WORKERS);
  // Screen i connects to server i % PROCESSES: each process holds half of each worker's.
  const screens = dealt(tokens.map((token, i) => [token, i % PROCESSES]));
  await Promise.all(
    workers.map((w, k) =>
      request(
        w,
        {
          type: 'connect',
          protocol,
          servers: serverUrls,
          screens: screens.slice(k * share, (k + 1) * share),
          concurrency: 50,
        },
        'connected',
      ),
    ),
  );
}

/** What the screens received since the last flush, from all workers together. */
export async function flushAll(workers) {
  const replies = await Promise.all(workers.map((w) => request(w, { type: 'flush' }, 'receipts')));
  const sum = (key) => replies.reduce((s, r) => s + r[key], 0);
  return {
    notices: replies.flatMap((r) => r.notices),
    contents: replies.flatMap((r) => r.contents),
    requests: replies.flatMap((r) => r.requests),
    pending: sum('pending'),
    cpuMs: sum('cpuMs'), // the client processes' CPU time so far
    contentErrors: sum('contentErrors'),
    subscriptionErrors: sum('subscriptionErrors'),
    deviceEvents: sum('deviceEvents'), // the device subscription's events (new protocol)
    commandEvents: sum('commandEvents'), // the commands subscription's events
    commandsRefused: sum('commandsRefused'), // commands subscriptions a server refused
    spreadMs: Math.max(...replies.map((r) => r.spreadMs)),
    lastError: replies.find((r) => r.lastError)?.lastError,
    lastSubscriptionError: replies.find((r) => r.lastSubscriptionError)?.lastSubscriptionError,
  };
}

// Waits until no screen has a content load waiting or running; what came in is dropped.
export async function settle(workers, timeoutMs) {
  const total = { notices: 0, contents: 0, contentErrors: 0, subscriptionErrors: 0 };
  const until = Date.now() + timeoutMs;
  for (;;) {
    const f = await flushAll(workers);
    total.notices += f.notices.length;
    total.contents += f.contents.length;
    total.contentErrors += f.contentErrors;
    total.subscriptionErrors += f.subscriptionErrors;
    total.lastError = f.lastError ?? total.lastError;
    total.lastSubscriptionError = f.lastSubscriptionError ?? total.lastSubscriptionError;
    if (f.pending === 0 || Date.now() > until) return { ...total, pending: f.pending };
    await sleep(250);
  }
}

export function closeWorkers(workers) {
  return Promise.all(
    workers.map(
      (w) =>
        new Promise((r) => {
          if (w.exitCode !== null || w.signalCode !== null) return r();
          w.once('exit', r);
          w.send({ type: 'close' });
        }),
    ),
  );
}
