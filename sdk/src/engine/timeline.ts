/**
 * A zone's timeline: its entries back to back, built once per playlist so that finding the
 * current entry at any time is a binary search over cumulative end times, not a scan.
 */
export interface Timeline<T> {
  readonly entries: readonly T[];
  /** ends[i] = sum of the durations of entries 0..i, in ms; strictly increasing. */
  readonly ends: readonly number[];
  readonly totalMs: number;
}

/** Where a timeline stands at a moment. */
export interface TimelinePosition {
  /** Index of the entry playing now. */
  index: number;
  /** Ms since that entry started. */
  offsetMs: number;
  /** Ms until it ends. */
  remainingMs: number;
  /** Index of the entry that plays after it (wraps to 0). */
  nextIndex: number;
  /** How many full loops of the timeline came before this moment. */
  cycle: number;
}

/** Builds a timeline; entries with no positive duration never play and are left out. */
export function buildTimeline<T>(
  entries: readonly T[],
  durationMs: (entry: T) => number,
): Timeline<T> {
  const kept: T[] = [];
  const ends: number[] = [];
  let total = 0;
  for (const entry of entries) {
    const ms = durationMs(entry);
    if (!(ms > 0) || !Number.isFinite(ms)) continue;
    total += ms;
    kept.push(entry);
    ends.push(total);
  }
  return { entries: kept, ends, totalMs: total };
}

/**
 * Position at `playlistTimeMs` (time since the playlist started; may exceed one loop):
 * the timeline repeats, so the position is the time modulo the total duration.
 * Returns null for an empty timeline.
 */
export function positionAt<T>(
  timeline: Timeline<T>,
  playlistTimeMs: number,
): TimelinePosition | null {
  const count = timeline.ends.length;
  if (count === 0 || timeline.totalMs <= 0) return null;
  const total = timeline.totalMs;
  const cycle = Math.floor(playlistTimeMs / total);
  const time = playlistTimeMs - cycle * total;
  const index = firstEndAfter(timeline.ends, time);
  const end = timeline.ends[index] as number;
  const start = index === 0 ? 0 : (timeline.ends[index - 1] as number);
  return {
    index,
    offsetMs: time - start,
    remainingMs: end - time,
    nextIndex: (index + 1) % count,
    cycle,
  };
}

/** Smallest i with ends[i] > time (binary search); time is within [0, last end). */
function firstEndAfter(ends: readonly number[], time: number): number {
  let low = 0;
  let high = ends.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ends[middle] as number) > time) high = middle;
    else low = middle + 1;
  }
  return low;
}
