import {
  asyncScheduler,
  defer,
  interval,
  map,
  startWith,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { DEFAULT_PLAYER_CONFIG } from '../../model/index.js';

/** The simple file player (one file on loop) ticks this often. */
export const SIMPLE_PLAYER_TICK_MS = 50;

export interface PlayerClockOptions {
  /** Ms between ticks; the player config's refresh interval by default. */
  intervalMs?: number;
  /** Added to the device clock, to correct a device whose clock is off (player config). */
  timeOffsetMs?: number;
  /** The measured offset of the device clock from the server's, read at every tick. */
  serverOffsetMs?: () => number;
  /** Virtual in tests (RxJS TestScheduler); the scheduler's `now()` is the device clock. */
  scheduler?: SchedulerLike;
}

/** Tick times are kept to hundredths of a second, so plans do not depend on jitter. */
export function roundTickMs(ms: number): number {
  return Math.round(ms / 10) * 10;
}

/**
 * The player's clock: device time in epoch ms, once at subscription and then every refresh
 * interval. Each tick reads the scheduler's clock rather than counting ticks, so a late timer
 * (a busy TV) never lets playback drift.
 */
export function playerClock({
  intervalMs = DEFAULT_PLAYER_CONFIG.refreshIntervalMs,
  timeOffsetMs = DEFAULT_PLAYER_CONFIG.timeOffsetMs,
  serverOffsetMs,
  scheduler = asyncScheduler,
}: PlayerClockOptions = {}): Observable<number> {
  return defer(() => {
    // A new offset measurement may move time back a little; ticks never go backwards.
    let last = -Infinity;
    return interval(intervalMs, scheduler).pipe(
      startWith(-1),
      map(() => {
        const now = roundTickMs(scheduler.now() + timeOffsetMs + (serverOffsetMs?.() ?? 0));
        last = Math.max(last, now);
        return last;
      }),
    );
  });
}

/**
 * The simple file player's clock (a published single file): ticks every 50 ms and keeps a
 * position in the file that, at its end, resets to zero, as the legacy player did (the rest of
 * the last tick is dropped). Emits device time as the stage sees it: where the loop started plus
 * the position, so each loop is a fresh play of the file.
 */
export function simpleFileClock(
  durationMs: number,
  {
    intervalMs = SIMPLE_PLAYER_TICK_MS,
    timeOffsetMs = DEFAULT_PLAYER_CONFIG.timeOffsetMs,
    serverOffsetMs,
    scheduler = asyncScheduler,
  }: PlayerClockOptions = {},
): Observable<number> {
  return defer(() => {
    let loopStart: number | null = null;
    let last = 0;
    let position = 0;
    return playerClock({ intervalMs, timeOffsetMs, serverOffsetMs, scheduler }).pipe(
      map((now) => {
        if (loopStart === null) {
          loopStart = now;
          last = now;
        }
        position += now - last;
        last = now;
        if (durationMs > 0 && position >= durationMs) {
          loopStart += durationMs;
          position = 0;
        }
        return loopStart + position;
      }),
    );
  });
}
