import {
  asyncScheduler,
  defer,
  distinctUntilChanged,
  interval,
  map,
  startWith,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { positionAt, type TimelineEntry } from '../engine/index.js';
import { DEFAULT_PLAYER_CONFIG } from '../model/index.js';
import type { ZonePlan } from './content.js';

/** What one zone shows now and what it will show next (to render hidden, preloading). */
export interface ZoneFrame {
  zoneId: number;
  current: TimelineEntry | null;
  next: TimelineEntry | null;
}

export interface StageFrame {
  zones: ZoneFrame[];
}

/**
 * The player's clock: ms elapsed since subscription, ticking every refresh interval.
 * The scheduler is injectable so tests run it in virtual time.
 */
export function stageClock(
  intervalMs: number = DEFAULT_PLAYER_CONFIG.refreshIntervalMs,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<number> {
  return defer(() => {
    const startedAt = scheduler.now();
    return interval(intervalMs, scheduler).pipe(
      startWith(-1),
      map(() => scheduler.now() - startedAt),
    );
  });
}

/** The stage at a playlist time: per zone, the engine's current and next entries. */
export function planStage(zones: readonly ZonePlan[], playlistTimeMs: number): StageFrame {
  return {
    zones: zones.map((zone) => {
      const position = positionAt(zone.timeline, playlistTimeMs);
      return {
        zoneId: zone.zoneId,
        current: position ? (zone.timeline.entries[position.index] ?? null) : null,
        next: position ? (zone.timeline.entries[position.nextIndex] ?? null) : null,
      };
    }),
  };
}

/** Stage frames driven by the clock; a frame is emitted only when some zone's current or next entry changes. */
export function stageFrames(
  zones: readonly ZonePlan[],
  clock: Observable<number>,
): Observable<StageFrame> {
  return clock.pipe(
    map((elapsed) => planStage(zones, elapsed)),
    distinctUntilChanged((a, b) => frameKey(a) === frameKey(b)),
  );
}

function frameKey(frame: StageFrame): string {
  return frame.zones
    .map((z) => `${z.zoneId}:${z.current?.key ?? ''}>${z.next?.key ?? ''}`)
    .join('|');
}
