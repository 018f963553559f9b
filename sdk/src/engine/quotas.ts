import type {
  PlayQuota,
  PlayQuotaCounter,
  PlayQuotaPeriod,
  PlayQuotaState,
} from '../model/index.js';
import { localMidnightAfter, localParts, localToInstant } from './localTime.js';

/** Plays counted for one file within one period (start inclusive, end exclusive, ms). */
export interface QuotaUsage {
  used: number;
  periodStart: number;
  periodEnd: number;
}

/** The period containing t, in the device's time zone; weeks start on Monday. */
export function quotaPeriod(
  period: PlayQuotaPeriod,
  timeZone: string,
  t: number,
): { start: number; end: number } {
  if (period === 'all-time') return { start: -Infinity, end: Infinity };
  const p = localParts(timeZone, t);
  if (period === 'weekly') {
    const sinceMonday = (p.weekday + 6) % 7;
    const start = localMidnightAfter(timeZone, t, -sinceMonday);
    return { start, end: localMidnightAfter(timeZone, t, 7 - sinceMonday) };
  }
  if (period === 'monthly') {
    return {
      start: localToInstant(timeZone, p.year, p.month, 1, 0),
      end: localToInstant(timeZone, p.year, p.month + 1, 1, 0),
    };
  }
  return {
    start: localToInstant(timeZone, p.year, 1, 1, 0),
    end: localToInstant(timeZone, p.year + 1, 1, 1, 0),
  };
}

/** A play the device made that the server has not counted yet (its proof of play is unsent). */
export interface UncountedPlay {
  fileIds: readonly string[];
  /** When it started (ms); the server counts a play on the device's local day of its start. */
  startedAt: number;
}

/** What was played before this ledger: the server's counters and the device's unsent plays. */
export interface PriorPlays {
  counters?: readonly PlayQuotaCounter[];
  uncounted?: readonly UncountedPlay[];
}

/**
 * Play-quota bookkeeping for the files of a content: counts plays, says which are spent. A
 * period starts from the plays made before this ledger existed (a reboot, a content update):
 * what the server counted in that period, plus this device's plays it has not received yet.
 */
export class QuotaLedger {
  private readonly usage = new Map<string, QuotaUsage>();

  constructor(
    private readonly quotas: ReadonlyMap<string, PlayQuota>,
    private readonly timeZone: string,
    initial: PlayQuotaState = {},
    private readonly prior: PriorPlays = {},
  ) {
    for (const [fileId, state] of Object.entries(initial)) {
      const quota = quotas.get(fileId);
      if (!quota) continue;
      const period = quotaPeriod(quota.period, timeZone, Date.parse(state.periodStart));
      this.usage.set(fileId, {
        used: state.used,
        periodStart: period.start,
        periodEnd: period.end,
      });
    }
  }

  get isEmpty(): boolean {
    return this.quotas.size === 0;
  }

  private current(fileId: string, t: number): QuotaUsage | null {
    const quota = this.quotas.get(fileId);
    if (!quota) return null;
    let usage = this.usage.get(fileId);
    if (!usage || t >= usage.periodEnd || t < usage.periodStart) {
      const period = quotaPeriod(quota.period, this.timeZone, t);
      usage = {
        used: this.playedBefore(fileId, quota.period, period),
        periodStart: period.start,
        periodEnd: period.end,
      };
      this.usage.set(fileId, usage);
    }
    return usage;
  }

  /**
   * Plays of a period made before this ledger: the server's counter when it counts the same
   * period (its start is the day the period starts on the device), plus unsent plays in it.
   */
  private playedBefore(
    fileId: string,
    period: PlayQuotaPeriod,
    { start, end }: { start: number; end: number },
  ): number {
    const firstDay = Number.isFinite(start) ? localParts(this.timeZone, start).date : null;
    let used = 0;
    for (const counter of this.prior.counters ?? []) {
      if (counter.fileId !== fileId || counter.period !== period) continue;
      if ((counter.periodStart?.slice(0, 10) ?? null) === firstDay) used += counter.count;
    }
    for (const play of this.prior.uncounted ?? []) {
      if (play.startedAt >= start && play.startedAt < end && play.fileIds.includes(fileId)) used++;
    }
    return used;
  }

  /** True when the file's quota for the period containing t is used up. */
  isSpent(fileId: string, t: number): boolean {
    const quota = this.quotas.get(fileId);
    if (!quota || quota.count === null) return false;
    return (this.current(fileId, t)?.used ?? 0) >= quota.count;
  }

  /** Counts one play of each file; returns true when this play spent some file's quota. */
  record(fileIds: readonly string[], t: number): boolean {
    let spent = false;
    for (const id of fileIds) {
      const usage = this.current(id, t);
      if (!usage) continue;
      usage.used++;
      if (this.isSpent(id, t)) spent = true;
    }
    return spent;
  }

  /** When the earliest spent quota rolls over (Infinity if none will). */
  nextRollover(t: number): number {
    let next = Infinity;
    for (const [id, usage] of this.usage)
      if (this.isSpent(id, t)) next = Math.min(next, usage.periodEnd);
    return next;
  }

  /** The ledger as quota state (for persisting or printing). */
  snapshot(): PlayQuotaState {
    const out: PlayQuotaState = {};
    for (const [id, usage] of this.usage) {
      if (Number.isFinite(usage.periodStart))
        out[id] = { used: usage.used, periodStart: new Date(usage.periodStart).toISOString() };
      else out[id] = { used: usage.used, periodStart: new Date(0).toISOString() };
    }
    return out;
  }
}
