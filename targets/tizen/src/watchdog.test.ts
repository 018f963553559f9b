import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEARTBEAT_GLOBAL,
  HEARTBEAT_INTERVAL_MS,
  STALL_MS,
  WATCHDOG_CHECK_MS,
  startHeartbeat,
  startWatchdog,
} from './watchdog.js';

const HOUR = 3_600_000;

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function loaderWatchdog() {
  const restarts: number[] = [];
  const watchdog = startWatchdog({
    now: () => Date.now(),
    setInterval: (run, ms) => setInterval(run, ms),
    restart: () => restarts.push(Date.now()),
  });
  return { watchdog, restarts };
}

/** A page with a `#player` root whose content a test removes, and frames it can stop. */
function playerPage() {
  const page = {
    shows: true,
    draws: true,
    beats: 0,
    window: {
      setInterval: (run: () => void, ms: number) => setInterval(run, ms),
      requestAnimationFrame: (run: () => void) => page.draws && setTimeout(run, 16),
      document: {
        getElementById: (id: string) =>
          (id === 'player' ? { firstChild: page.shows ? {} : null } : null) as HTMLElement | null,
      },
      [HEARTBEAT_GLOBAL]: (() => void page.beats++) as () => void,
    },
  };
  return page;
}

describe('loader watchdog', () => {
  it('leaves a player that beats alone for a whole day', async () => {
    const { watchdog, restarts } = loaderWatchdog();
    setInterval(() => watchdog.beat(), HEARTBEAT_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(restarts).toEqual([]);
  });

  it('restarts a player within one check of STALL_MS after its last beat, once', async () => {
    const { watchdog, restarts } = loaderWatchdog();
    const beating = setInterval(() => watchdog.beat(), HEARTBEAT_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(HOUR);
    clearInterval(beating);
    const lastBeat = Date.now();
    await vi.advanceTimersByTimeAsync(STALL_MS - WATCHDOG_CHECK_MS);
    expect(restarts).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * WATCHDOG_CHECK_MS);
    expect(restarts).toHaveLength(1);
    expect(restarts[0]! - lastBeat).toBeGreaterThanOrEqual(STALL_MS);
    expect(restarts[0]! - lastBeat).toBeLessThanOrEqual(STALL_MS + WATCHDOG_CHECK_MS);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(restarts).toHaveLength(1);
  });

  it('never restarts a player that never beat (an older installed version)', async () => {
    const { restarts } = loaderWatchdog();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(restarts).toEqual([]);
  });

  it('gives a fresh STALL_MS after the page itself was stopped (app hidden, standby)', async () => {
    const { watchdog, restarts } = loaderWatchdog();
    watchdog.beat();
    // Timers do not run while Tizen has the app hidden: the clock moves, no callback comes.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await vi.advanceTimersByTimeAsync(WATCHDOG_CHECK_MS);
    expect(restarts).toEqual([]);
    // Back in front and still silent: now it is the player's fault.
    await vi.advanceTimersByTimeAsync(STALL_MS + WATCHDOG_CHECK_MS);
    expect(restarts).toHaveLength(1);
  });
});

describe('player heartbeat', () => {
  it('beats every interval while #player shows something and frames come', async () => {
    const page = playerPage();
    startHeartbeat(page.window);
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_INTERVAL_MS + 100);
    expect(page.beats).toBe(10);
  });

  it('stops beating when the player root empties (its tree unmounted)', async () => {
    const page = playerPage();
    startHeartbeat(page.window);
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_INTERVAL_MS + 100);
    page.shows = false;
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_INTERVAL_MS);
    expect(page.beats).toBe(3);
  });

  it('stops beating when no animation frame comes', async () => {
    const page = playerPage();
    startHeartbeat(page.window);
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_INTERVAL_MS + 100);
    page.draws = false;
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_INTERVAL_MS);
    expect(page.beats).toBe(2);
  });

  it('drives the loader watchdog: an emptied player is restarted after STALL_MS', async () => {
    const page = playerPage();
    const { watchdog, restarts } = loaderWatchdog();
    page.window[HEARTBEAT_GLOBAL] = () => watchdog.beat();
    startHeartbeat(page.window);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(restarts).toEqual([]);
    page.shows = false;
    await vi.advanceTimersByTimeAsync(STALL_MS + HEARTBEAT_INTERVAL_MS + WATCHDOG_CHECK_MS);
    expect(restarts).toHaveLength(1);
  });
});
