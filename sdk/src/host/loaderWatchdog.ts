/**
 * The packaged TV shells' in-page watchdog: the loader's watch over the player it started in the
 * same page. The player calls the page global HEARTBEAT_GLOBAL while it draws (`beatWhileDrawn`);
 * the loader (`startLoaderWatchdog`) says the player stalled when the first beat does not come in
 * time or the beats stop, and the shell restarts the page.
 *
 * What an in-page watchdog can and cannot see: the loader and the player share one thread. A
 * player that never starts (a kept bundle that loads but throws), whose render crashed (React
 * empties the root on an uncaught render error), or whose frames no longer come while timers run,
 * stops beating while the thread runs on: that is caught. A thread blocked for good (an endless
 * loop) stops the loader's timers as well, and a dead renderer takes the loader with it: nothing
 * in the page can catch those.
 *
 * Plain timers, no RxJS: the loader must stay small (the sdk's `watchHeartbeats` is for a player
 * in a frame of another page).
 */

/** The global the loader sets and the player calls to say it is alive and drawing. */
export const HEARTBEAT_GLOBAL = 'marqueeHeartbeat';

/**
 * How often the player beats. Both TV shells use the same timing: 10 s beats, checked every 5 s,
 * a stall after 60 s (six missed beats, enough for a slow frame or a long synchronous job).
 */
export const HEARTBEAT_EVERY_MS = 10_000;

export type StallReason = 'never-started' | 'stopped';

export interface LoaderWatchdogOptions {
  /** How often the loader looks. */
  checkEveryMs: number;
  /** Beats missing for longer than this mean the player has stopped. */
  stallAfterMs: number;
  /**
   * Time allowed from the start to the first beat; null: the watchdog arms at the first beat
   * only, and a player that never beats is never restarted.
   */
  firstBeatWithinMs: number | null;
  /**
   * A check that comes more than this after the one before means the page itself was stopped
   * (the app hidden or the set in standby, which stop a page's timers, or the thread was blocked
   * and came back): the player gets a fresh allowance from then rather than being
   * restarted for time it could not run in. Default three checks; null: no pause detection.
   */
  pausedAfterMs?: number | null;
}

export interface LoaderWatchdogDeps {
  now(): number;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Called once, when the player is found stalled; `silentMs` is how long it was silent. */
  onStall(reason: StallReason, silentMs: number): void;
}

export interface LoaderWatchdog {
  /** What the player calls (through HEARTBEAT_GLOBAL): it is alive and drawing. */
  beat(): void;
  stop(): void;
}

/**
 * The defaults. No first-beat deadline: the watchdog arms at the first beat, so a player built
 * before the heartbeat existed (an installed older version) or one that never gets to draw is not
 * reloaded in a loop where the shell has nothing else to start after a reload.
 */
export const LOADER_WATCHDOG_DEFAULTS: Readonly<LoaderWatchdogOptions> = {
  checkEveryMs: 5_000,
  stallAfterMs: 6 * HEARTBEAT_EVERY_MS,
  firstBeatWithinMs: null,
};

/** Watches the beats; it calls `onStall` at most once, then stops. */
export function startLoaderWatchdog(
  deps: LoaderWatchdogDeps,
  options: Partial<LoaderWatchdogOptions> = {},
): LoaderWatchdog {
  const { checkEveryMs, stallAfterMs, firstBeatWithinMs } = {
    ...LOADER_WATCHDOG_DEFAULTS,
    ...options,
  };
  const pausedAfterMs =
    options.pausedAfterMs === undefined ? 3 * checkEveryMs : options.pausedAfterMs;
  let startedAt = deps.now();
  let lastBeat: number | null = null;
  let lastCheck = startedAt;
  let stopped = false;
  const handle = deps.setInterval(() => {
    if (stopped) return;
    const now = deps.now();
    const late = pausedAfterMs !== null && now - lastCheck > pausedAfterMs;
    lastCheck = now;
    if (late) {
      if (lastBeat === null) startedAt = now;
      else lastBeat = now;
      return;
    }
    let reason: StallReason | null = null;
    let silentMs = 0;
    if (lastBeat !== null) {
      silentMs = now - lastBeat;
      if (silentMs > stallAfterMs) reason = 'stopped';
    } else if (firstBeatWithinMs !== null) {
      silentMs = now - startedAt;
      if (silentMs > firstBeatWithinMs) reason = 'never-started';
    }
    if (!reason) return;
    stop();
    deps.onStall(reason, silentMs);
  }, checkEveryMs);
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

/** What the player's heartbeat looks at: its page. */
export interface HeartbeatPage {
  setInterval(run: () => void, ms: number): unknown;
  requestAnimationFrame?: (run: () => void) => unknown;
  document: Pick<Document, 'getElementById'>;
}

/**
 * The player's side: now and every HEARTBEAT_EVERY_MS, in the next animation frame (so only while the page
 * still draws), calls HEARTBEAT_GLOBAL if `#player` holds the rendered player root (an element
 * with data-state; React empties `#player` when its tree unmounts after an error). An engine
 * without animation frames (the package test's small page) beats from the timer alone. No loader
 * (the player run on its own) or an older loader without the global: nothing to call.
 */
export function beatWhileDrawn(page: HeartbeatPage, everyMs = HEARTBEAT_EVERY_MS): void {
  const globals = page as unknown as Record<string, (() => void) | undefined>;
  const inNextFrame = (run: () => void) =>
    typeof page.requestAnimationFrame === 'function' ? page.requestAnimationFrame(run) : run();
  const beatIfDrawn = () => {
    const root = page.document.getElementById('player')?.firstChild as Element | null | undefined;
    const drawn = Boolean(
      root && typeof root.getAttribute === 'function' && root.getAttribute('data-state'),
    );
    const beat = globals[HEARTBEAT_GLOBAL];
    if (drawn && typeof beat === 'function') beat();
  };
  const tick = () => void inNextFrame(beatIfDrawn);
  page.setInterval(tick, everyMs);
  tick();
}
