// The fleet benchmark's figures: per-round latency percentiles, a run's medians over its rounds,
// and new/old ratios.
import { N } from '../devices-load/config.mjs';

const at = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : null;

/** p50/p99/max of receipt times after `start` (ms; a receipt before it counts as 0). */
export function percentiles(receipts, start) {
  const ms = receipts.map((r) => Math.max(0, r - start)).sort((a, b) => a - b);
  // first: when the first screen heard, so the time before the fan-out began shows apart from it.
  return {
    received: ms.length,
    first: ms[0] ?? null,
    p50: at(ms, 0.5),
    p99: at(ms, 0.99),
    max: ms.at(-1) ?? null,
  };
}

const median = (values) => {
  const known = values.filter((v) => v != null).sort((a, b) => a - b);
  return known.length ? known[known.length >> 1] : null;
};
const worst = (values) => {
  const known = values.filter((v) => v != null);
  return known.length ? Math.max(...known) : null;
};

const FIGURES = {
  publish: [
    'p99',
    'max',
    'mutationMs',
    'serverCpuMs',
    'loadedMax',
    'healthP99',
    'healthMax',
    'listenOverflows',
    'synRetransmits',
  ],
  broadcast: ['p99', 'max', 'mutationMs', 'serverCpuMs', 'clearP99'],
  bulk: [
    'jobMs',
    'wallMs',
    'healthP99',
    'healthMax',
    'idleHealthP99',
    'idleHealthMax',
    'serverCpuMs',
    'listenOverflows',
    'synRetransmits',
  ],
};

export function summaryOf({ label, entry, results, idle, memory }) {
  const out = { label, entry, devices: N, rssIdleMB: idle.rssMB, rssPeakMB: memory.peakMB };
  for (const [kind, figures] of Object.entries(FIGURES)) {
    const rounds = results[kind];
    if (!rounds.length) continue;
    const complete = rounds.filter((r) => (kind === 'bulk' ? r.finished : r.received >= N));
    out[kind] = { rounds: rounds.length, complete: complete.length };
    for (const f of figures) {
      out[kind][`${f}PerRound`] = rounds.map((r) => r[f]);
      out[kind][`${f}Median`] = median(rounds.map((r) => r[f]));
      out[kind][`${f}Worst`] = worst(rounds.map((r) => r[f]));
    }
    out[kind].load = rounds.map((r) => r.load);
  }
  return out;
}

export function ratiosOf(old, current) {
  const ratios = { ratios: 'new / old, medians of the rounds' };
  for (const [kind, figures] of Object.entries(FIGURES)) {
    if (!old[kind] || !current[kind]) continue;
    for (const f of figures) {
      const a = old[kind][`${f}Median`];
      const b = current[kind][`${f}Median`];
      ratios[`${kind}.${f}`] = a && b != null ? Math.round((b / a) * 1000) / 1000 : null;
    }
  }
  return ratios;
}
