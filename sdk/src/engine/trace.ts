import type { Program } from './compile.js';
import { Planner, type Occurrence, type PlannerOptions } from './planner.js';

/** One line of a play trace: an item starting or ending in a zone. */
export interface TraceEvent {
  /** Epoch ms. */
  t: number;
  event: 'item-started' | 'item-ended';
  zoneId: number;
  occurrence: Occurrence;
  /** For item-ended: it stopped before its content ended. */
  interrupted: boolean;
}

const sameOccurrence = (a: Occurrence | null, b: Occurrence | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.entry === b.entry &&
    a.startedAt === b.startedAt &&
    a.triggered === b.triggered);

/** Turns successive zone states into item-started / item-ended events (ends before starts). */
export class TraceDiff {
  private readonly last = new Map<number, Occurrence>();

  observe(
    t: number,
    zones: ReadonlyArray<{ zoneId: number; current: Occurrence | null }>,
    emit: (event: TraceEvent) => void,
  ): void {
    const seen = new Set<number>();
    for (const { zoneId, current } of zones) {
      seen.add(zoneId);
      const before = this.last.get(zoneId) ?? null;
      if (sameOccurrence(before, current)) continue;
      if (before) this.end(t, zoneId, before, emit);
      if (current) {
        this.last.set(zoneId, current);
        emit({ t, event: 'item-started', zoneId, occurrence: current, interrupted: false });
      } else this.last.delete(zoneId);
    }
    for (const [zoneId, before] of this.last) {
      if (seen.has(zoneId)) continue;
      this.end(t, zoneId, before, emit);
      this.last.delete(zoneId);
    }
  }

  private end(t: number, zoneId: number, before: Occurrence, emit: (event: TraceEvent) => void) {
    emit({ t, event: 'item-ended', zoneId, occurrence: before, interrupted: t < before.endsAt });
  }
}

export interface TraceWindow {
  from: number;
  /** Exclusive. */
  to: number;
}

/**
 * The play trace of a window, jumping from one change to the next instead of ticking: the
 * simulator's core. Returns the planner so callers can read quota state afterwards.
 */
export function traceWindow(
  program: Program,
  window: TraceWindow,
  options: PlannerOptions,
  emit: (event: TraceEvent) => void,
): Planner {
  const planner = new Planner(program, { startedAt: window.from, ...options });
  const diff = new TraceDiff();
  planner.advanceTo(window.from);
  diff.observe(window.from, planner.currentOccurrences(), emit);
  for (let t = planner.nextChange(); t < window.to; t = planner.nextChange()) {
    planner.advanceTo(t);
    diff.observe(t, planner.currentOccurrences(), emit);
  }
  return planner;
}

/** The same trace sampled on a tick grid, as the player's stage sees it. */
export function traceByTicks(
  program: Program,
  window: TraceWindow,
  tickMs: number,
  options: PlannerOptions,
  emit: (event: TraceEvent) => void,
): Planner {
  const planner = new Planner(program, { startedAt: window.from, ...options });
  const diff = new TraceDiff();
  for (let t = window.from; t < window.to; t += tickMs) {
    const zones = planner.plan(t);
    diff.observe(t, zones, emit);
  }
  return planner;
}
