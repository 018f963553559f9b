// The benchmark's figures: each round's latencies and costs, a run's summary over its rounds, and
// the new/old ratios of `--compare`.
import { DB, N, PROCESSES, ROUNDS, WORKERS } from './config.mjs';

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null;
const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[sorted.length >> 1] : null;
};
const worst = (values) => {
  const known = values.filter((v) => v != null);
  return known.length ? Math.max(...known) : null;
};

/**
 * One round: `notices` and `contents` are receipt times (Date.now()) and `requests` the content
 * requests' durations, all in ms; `memory` is the servers' memory after the round.
 */
export function roundResult(
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
  memory,
) {
  const noticeMs = notices.map((r) => r - start).sort((a, b) => a - b);
  const contentMs = contents.map((r) => r - start).sort((a, b) => a - b);
  requests.sort((a, b) => a - b);
  return {
    round,
    received: noticeMs.length,
    contentReceived: contentMs.length,
    mutationMs,
    p50: percentile(noticeMs, 50),
    p99: percentile(noticeMs, 99),
    max: noticeMs.at(-1) ?? null,
    contentP50: percentile(contentMs, 50),
    contentP99: percentile(contentMs, 99),
    contentMax: contentMs.at(-1) ?? null,
    // The content requests alone (HTTP, without jitter or waiting for a slot).
    requestP50: percentile(requests, 50),
    requestP99: percentile(requests, 99),
    ...(protocol === 'new' ? { spreadMs } : {}),
    contentErrors,
    serverCpuMs,
    cpuUsPerScreen: Math.round((serverCpuMs * 1000) / N),
    // The screens' processes, on the same cores: when this nears the round's length, the
    // clients, not the server, set the pace.
    clientCpuMs: Math.round(clientCpuMs - clientCpuBefore),
    ...memory,
  };
}

/** A run's summary over its rounds (`idle`: the servers' memory before the first). */
export function summary({ label, entry, protocol, idle, rounds }) {
  const completeNotice = rounds.filter((r) => r.received >= N).length;
  const completeContent = rounds.filter((r) => r.contentReceived >= N).length;
  return {
    build: label,
    entry,
    protocol,
    db: DB,
    processes: PROCESSES,
    node: process.version,
    devices: N,
    workers: WORKERS,
    rounds: ROUNDS,
    complete: `${completeNotice}/${ROUNDS} rounds reached every screen (notice), ${completeContent}/${ROUNDS} loaded the content on every screen`,
    completeNotice,
    completeContent,
    // Worst round, as before (the notice: the subscription event).
    p50ms: worst(rounds.map((r) => r.p50)),
    p99ms: worst(rounds.map((r) => r.p99)),
    maxMs: worst(rounds.map((r) => r.max)),
    noticeP99MedianMs: median(rounds.map((r) => r.p99)),
    contentP50ms: worst(rounds.map((r) => r.contentP50)),
    contentP99ms: worst(rounds.map((r) => r.contentP99)),
    contentMaxMs: worst(rounds.map((r) => r.contentMax)),
    contentP99MedianMs: median(rounds.map((r) => r.contentP99)),
    requestP99MedianMs: median(rounds.map((r) => r.requestP99)),
    contentErrors: rounds.reduce((s, r) => s + r.contentErrors, 0),
    serverRssIdleMB: idle.rssMB,
    serverPeakRssMB: worst(rounds.map((r) => r.peakMB)),
    serverCpuMsMedian: median(rounds.map((r) => r.serverCpuMs)),
    cpuUsPerScreenMedian: median(rounds.map((r) => r.cpuUsPerScreen)),
    p99PerRound: rounds.map((r) => r.p99),
    contentP99PerRound: rounds.map((r) => r.contentP99),
    serverCpuMsPerRound: rounds.map((r) => r.serverCpuMs),
  };
}

/** `--compare`: the new build's figures over the old one's. */
export function ratios(old, current, ref) {
  const ratio = (key) =>
    old[key] && current[key] != null ? Number((current[key] / old[key]).toFixed(3)) : null;
  return {
    compare: `new (${current.protocol}) / old ${ref} (${old.protocol}), medians over ${ROUNDS} rounds`,
    noticeP99: ratio('noticeP99MedianMs'),
    contentP99: ratio('contentP99MedianMs'),
    cpuPerScreen: ratio('cpuUsPerScreenMedian'),
    worstNoticeP99: ratio('p99ms'),
    worstContentP99: ratio('contentP99ms'),
  };
}
