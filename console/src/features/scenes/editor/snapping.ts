import type { Rect } from './geometry';

/**
 * Snapping for pointer gestures. Moving edges and centres snap to the canvas edges and centre
 * (0, 50, 100) and to the edges and centres of the items that are not moving, when within a
 * threshold. The lines things landed on are returned as guides (vertical lines at x values,
 * horizontal lines at y values) for the UI to draw.
 */

export interface Guides {
  /** Vertical guide lines, at these x percentages. */
  x: number[];
  /** Horizontal guide lines, at these y percentages. */
  y: number[];
}

export const NO_GUIDES: Guides = { x: [], y: [] };

/** Within 1 % of a line the pointer's position snaps onto it. */
export const SNAP_THRESHOLD_PCT = 1;

/** Values closer than this count as on a line (geometry is kept to two decimals). */
const ON_LINE = 0.005;

const CANVAS_LINES = [0, 50, 100];

export interface SnapTargets {
  x: number[];
  y: number[];
}

const unique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

export const edgesX = (r: Rect) => [r.x, r.x + r.w / 2, r.x + r.w];
export const edgesY = (r: Rect) => [r.y, r.y + r.h / 2, r.y + r.h];

/** The lines a gesture can snap to, given the rects that stay where they are. */
export function snapTargets(still: readonly Rect[]): SnapTargets {
  return {
    x: unique([...CANVAS_LINES, ...still.flatMap(edgesX)]),
    y: unique([...CANVAS_LINES, ...still.flatMap(edgesY)]),
  };
}

/**
 * The correction that puts the nearest of `candidates` onto a target line, if one is within the
 * threshold; 0 otherwise. Nearest wins so a small item between two lines goes to the closer one.
 */
export function snapOffset(
  candidates: readonly number[],
  targets: readonly number[],
  threshold: number,
): number {
  let best: number | undefined;
  for (const c of candidates) {
    for (const t of targets) {
      const d = t - c;
      if (Math.abs(d) <= threshold && (best === undefined || Math.abs(d) < Math.abs(best)))
        best = d;
    }
  }
  return best ?? 0;
}

/** The target lines some candidate lies on, once the gesture's final position is known. */
export const linesHit = (candidates: readonly number[], targets: readonly number[]): number[] =>
  targets.filter((t) => candidates.some((c) => Math.abs(c - t) < ON_LINE));
