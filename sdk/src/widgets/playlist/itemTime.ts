import { useEffect, useRef, useState } from 'react';
import { asyncScheduler, type SchedulerLike } from 'rxjs';

/**
 * Item time (ms) for a widget that keeps its own time inside a scene. It starts where the
 * scene's position puts the item (`startMs`) and runs while the layer is on screen; hidden (a
 * preloaded layer, a paused editor) it stays on `startMs`. It changes only at the times
 * `nextChangeMs(t)` names, each read from the scheduler the player's clock runs on (RxJS's
 * asyncScheduler; fake timers drive it in tests) against the moment the layer showed, so late
 * timers never add up to drift.
 */
export function useItemTime(
  startMs: number,
  active: boolean,
  nextChangeMs: (timeMs: number) => number,
  scheduler: SchedulerLike = asyncScheduler,
): number {
  const [timeMs, setTimeMs] = useState(startMs);
  const [startedFrom, setStartedFrom] = useState(startMs);
  if (!active && startMs !== startedFrom) {
    setStartedFrom(startMs);
    setTimeMs(startMs);
  }
  // Item time at the scheduler instant the layer showed.
  const shownAt = useRef<{ clockMs: number; timeMs: number } | null>(null);

  useEffect(() => {
    if (!active) {
      shownAt.current = null;
      return;
    }
    const anchor = (shownAt.current ??= { clockMs: scheduler.now(), timeMs });
    const next = nextChangeMs(timeMs);
    if (!(next > timeMs) || !Number.isFinite(next)) return;
    const delay = anchor.clockMs + (next - anchor.timeMs) - scheduler.now();
    const task = scheduler.schedule(
      () => {
        const elapsed = anchor.timeMs + (scheduler.now() - anchor.clockMs);
        // A timer that fires a little early still moves time on to the change it was set for.
        setTimeMs(Math.max(next, elapsed));
      },
      Math.max(0, delay),
    );
    return () => task.unsubscribe();
  }, [active, timeMs, nextChangeMs, scheduler]);

  return timeMs;
}
