import {
  asyncScheduler,
  expand,
  filter,
  fromEvent,
  interval,
  map,
  type Observable,
  scan,
  type SchedulerLike,
  startWith,
  type Subscription,
  switchMap,
  timer,
} from 'rxjs';

/** What a player posts to whoever hosts it, to say its thread still runs. */
export const HEARTBEAT_TAG = 'marquee-heartbeat/1';

export interface Heartbeat {
  tag: typeof HEARTBEAT_TAG;
}

export const DEFAULT_HEARTBEAT_MS = 5_000;
export const DEFAULT_SILENCE_MS = 30_000;
/** The longest wait between two restarts of a player that never comes back. */
export const DEFAULT_MAX_SILENCE_MS = 10 * 60_000;

export const isHeartbeat = (data: unknown): data is Heartbeat =>
  typeof data === 'object' && data !== null && (data as { tag?: unknown }).tag === HEARTBEAT_TAG;

/**
 * Calls `send` now and every `periodMs` after. The beat runs on the player's own thread, so a
 * thread that hangs (an endless loop, a renderer that no longer runs script) stops beating.
 */
export function sendHeartbeats(
  send: (beat: Heartbeat) => void,
  periodMs = DEFAULT_HEARTBEAT_MS,
  scheduler: SchedulerLike = asyncScheduler,
): Subscription {
  return interval(periodMs, scheduler)
    .pipe(startWith(0))
    .subscribe(() => send({ tag: HEARTBEAT_TAG }));
}

/** Heartbeats that `from` (a frame's window, read at each message) posts to `self` from `origin`. */
export function heartbeatsFrom(
  self: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  from: () => unknown,
  origin: string,
): Observable<Heartbeat> {
  return fromEvent<MessageEvent>(self, 'message').pipe(
    filter((event) => event.source === from() && event.origin === origin),
    map((event) => event.data as unknown),
    filter(isHeartbeat),
  );
}

export interface WatchdogOptions {
  /** How long without a heartbeat before the player is restarted. */
  silenceMs?: number;
  /** Backing off doubles the wait after each restart that brings no heartbeat, up to this. */
  maxSilenceMs?: number;
  scheduler?: SchedulerLike;
}

export interface WatchdogRestart {
  /** Restarts since the watchdog started, this one included. */
  count: number;
  /** How long the player had been silent when it was restarted. */
  silentMs: number;
}

/**
 * Emits when the player should be restarted: after `silenceMs` without a heartbeat (counted from
 * the subscription too, so a player that never beats is restarted). A restarted player that
 * stays silent is restarted again after twice the wait, then four times, up to `maxSilenceMs`:
 * one that hangs at boot is not reloaded in a tight loop. Any heartbeat resets the wait.
 */
export function watchHeartbeats(
  heartbeats: Observable<unknown>,
  options: WatchdogOptions = {},
): Observable<WatchdogRestart> {
  const silenceMs = options.silenceMs ?? DEFAULT_SILENCE_MS;
  const maxSilenceMs = Math.max(options.maxSilenceMs ?? DEFAULT_MAX_SILENCE_MS, silenceMs);
  const scheduler = options.scheduler ?? asyncScheduler;
  const nextWait = (wait: number) => Math.min(wait * 2, maxSilenceMs);
  // Each restart's wait, measured from the one before (or from the last heartbeat).
  const silence = timer(silenceMs, scheduler).pipe(
    map(() => ({ wait: silenceMs, silentMs: silenceMs })),
    expand(({ wait, silentMs }) =>
      timer(nextWait(wait), scheduler).pipe(
        map(() => ({ wait: nextWait(wait), silentMs: silentMs + nextWait(wait) })),
      ),
    ),
  );
  return heartbeats.pipe(
    startWith(undefined),
    switchMap(() => silence),
    scan((restart, { silentMs }) => ({ count: restart.count + 1, silentMs }), {
      count: 0,
      silentMs: 0,
    }),
  );
}
