/**
 * The loader's watch over the player it started. The player calls the page global
 * HEARTBEAT_GLOBAL while its root is rendered (main.tsx); the loader restarts the page when the
 * first beat does not come or the beats stop.
 *
 * What an in-page watchdog can and cannot see: the loader and the player share one thread. A
 * player that never starts (a kept bundle that loads but throws), or whose render crashed (React
 * empties the root on an uncaught render error), stops beating while the thread runs on: that is
 * caught. A thread blocked for good (an endless loop) stops the loader's timers as well: nothing
 * in the page can catch it, and no app-level watchdog of the set's own was found in LG's
 * references (README, "Watchdog").
 */
export const HEARTBEAT_GLOBAL = 'marqueeHeartbeat';
/** How often the player beats; the boot check runs every timer of a day, so not too often. */
export const BEAT_EVERY_MS = 30_000;
/** Time allowed from boot to the first beat: the update wait (20 s) plus a slow player start. */
export const FIRST_BEAT_WITHIN_MS = 120_000;
/** Beats missing for this long mean the player has stopped. */
export const STALL_AFTER_MS = 3 * BEAT_EVERY_MS;

export interface WatchdogDeps {
  now(): number;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Called once, when the player is found stopped. */
  onStall(reason: 'never-started' | 'stopped'): void;
}

export interface Watchdog {
  /** What the player calls (through HEARTBEAT_GLOBAL). */
  beat(): void;
  stop(): void;
}

export function watchPlayer(deps: WatchdogDeps): Watchdog {
  const startedAt = deps.now();
  let lastBeat: number | null = null;
  let stopped = false;
  const handle = deps.setInterval(() => {
    const now = deps.now();
    const reason =
      lastBeat === null
        ? now - startedAt > FIRST_BEAT_WITHIN_MS
          ? 'never-started'
          : null
        : now - lastBeat > STALL_AFTER_MS
          ? 'stopped'
          : null;
    if (!reason) return;
    stop();
    deps.onStall(reason);
  }, BEAT_EVERY_MS);
  function stop() {
    if (stopped) return;
    stopped = true;
    deps.clearInterval(handle);
  }
  return {
    beat: () => void (lastBeat = deps.now()),
    stop,
  };
}

/**
 * The player's side: beats every BEAT_EVERY_MS while `#player` holds the rendered player root
 * (an element with data-state). Silent where no loader watches (no HEARTBEAT_GLOBAL).
 */
export function beatWhileRendered(window: Window): void {
  const beat = (window as unknown as Record<string, (() => void) | undefined>)[HEARTBEAT_GLOBAL];
  if (typeof beat !== 'function') return;
  const rendered = () => {
    const root = window.document.getElementById('player')?.firstChild as Element | null;
    return Boolean(
      root && typeof root.getAttribute === 'function' && root.getAttribute('data-state'),
    );
  };
  const tick = () => {
    if (rendered()) beat();
  };
  window.setInterval(tick, BEAT_EVERY_MS);
  tick();
}
