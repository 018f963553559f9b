/**
 * The loader's watchdog over the player in the same page. The player calls the global
 * `marqueeHeartbeat()` while it draws (see `startHeartbeat`); when the beats stop for STALL_MS the
 * loader reloads the page, which starts the loader and the player again.
 *
 * What this can see: a player whose event loop still runs but which no longer draws — its React
 * tree unmounted after an error (an empty `#player`), or no animation frame comes. What it cannot
 * see: a player that blocks the event loop (an endless loop), because the loader's own timer runs
 * on that same loop and never fires; nor a renderer process that died. Those need a watchdog
 * outside the page, which a Tizen web app does not have.
 */

/** The global the loader sets and the player calls to say it is alive and drawing. */
export const HEARTBEAT_GLOBAL = 'marqueeHeartbeat';
/** How often the player beats while it draws. */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** How long without a beat before the loader restarts the player (six missed beats). */
export const STALL_MS = 60_000;
/** How often the loader looks. */
export const WATCHDOG_CHECK_MS = 5_000;
/**
 * A check that comes this much later than asked means the page itself was stopped (the app was
 * hidden, the set was in standby, or the loop was blocked and came back): the player gets a fresh
 * STALL_MS from then rather than being restarted for time it could not run in.
 */
const PAUSED_AFTER_MS = WATCHDOG_CHECK_MS * 3;

export interface WatchdogDeps {
  now: () => number;
  setInterval: (run: () => void, ms: number) => unknown;
  /** What a stall does; the loader reloads the page. */
  restart: () => void;
  log?: (message: string) => void;
}

export interface Watchdog {
  /** The player is alive and drawing. */
  beat(): void;
}

/**
 * Watches the beats. It arms at the first beat only, so a player built before the heartbeat
 * existed (an installed older version) is never restarted for not beating, and a player that
 * never gets to draw is not reloaded in a loop. It restarts at most once per page.
 */
export function startWatchdog({ now, setInterval, restart, log }: WatchdogDeps): Watchdog {
  let lastBeat: number | null = null;
  let lastCheck = now();
  let restarting = false;
  setInterval(() => {
    const time = now();
    const late = time - lastCheck > PAUSED_AFTER_MS;
    lastCheck = time;
    if (lastBeat === null || restarting) return;
    if (late) {
      lastBeat = time;
      return;
    }
    if (time - lastBeat < STALL_MS) return;
    restarting = true;
    log?.(`Marquee: no heartbeat from the player for ${time - lastBeat} ms; restarting it`);
    restart();
  }, WATCHDOG_CHECK_MS);
  return {
    beat() {
      lastBeat = now();
    },
  };
}

/** What the player's heartbeat looks at: its page. */
export interface HeartbeatWindow {
  setInterval(run: () => void, ms: number): unknown;
  requestAnimationFrame?: (run: () => void) => unknown;
  document: Pick<Document, 'getElementById'>;
}

/**
 * The player's side: every HEARTBEAT_INTERVAL_MS, in the next animation frame (so only while the
 * page still draws), beat if `#player` shows something. An engine without animation frames
 * (none on Tizen 5.0 and later; the package test's small page) beats from the timer alone. No
 * loader (the player run on its own) or an older loader without the global: nothing to call.
 */
export function startHeartbeat(window: HeartbeatWindow): void {
  const globals = window as unknown as Record<string, (() => void) | undefined>;
  const inNextFrame = (run: () => void) =>
    typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(run) : run();
  window.setInterval(() => {
    inNextFrame(() => {
      const root = window.document.getElementById('player');
      if (root?.firstChild) globals[HEARTBEAT_GLOBAL]?.();
    });
  }, HEARTBEAT_INTERVAL_MS);
}
