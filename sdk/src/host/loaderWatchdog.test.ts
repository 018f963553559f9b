import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beatWhileDrawn,
  HEARTBEAT_EVERY_MS,
  HEARTBEAT_GLOBAL,
  LOADER_WATCHDOG_DEFAULTS,
  startLoaderWatchdog,
  type LoaderWatchdogOptions,
  type StallReason,
} from './loaderWatchdog.js';

const HOUR = 3_600_000;
const { checkEveryMs: CHECK_MS, stallAfterMs: STALL_MS } = LOADER_WATCHDOG_DEFAULTS;
const FIRST_BEAT_WITHIN_MS = 120_000;

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function watched(options?: Partial<LoaderWatchdogOptions>) {
  const stalls: { reason: StallReason; at: number; silentMs: number }[] = [];
  const dog = startLoaderWatchdog(
    {
      now: () => Date.now(),
      setInterval: (run, ms) => setInterval(run, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      onStall: (reason, silentMs) => stalls.push({ reason, at: Date.now(), silentMs }),
    },
    options,
  );
  return { dog, stalls, reasons: () => stalls.map((stall) => stall.reason) };
}

/** A page with a `#player` root whose content a test removes, and frames it can stop. */
function playerPage({ frames = true } = {}) {
  const page = {
    shows: true,
    draws: true,
    beats: 0,
    window: {
      setInterval: (run: () => void, ms: number) => setInterval(run, ms),
      requestAnimationFrame: frames
        ? (run: () => void) => page.draws && setTimeout(run, 16)
        : undefined,
      document: {
        getElementById: (id: string) =>
          (id === 'player'
            ? { firstChild: page.shows ? { getAttribute: () => 'session.playing' } : null }
            : null) as HTMLElement | null,
      },
      [HEARTBEAT_GLOBAL]: (() => void page.beats++) as (() => void) | undefined,
    },
  };
  return page;
}

describe('loader watchdog', () => {
  it.each([
    ['the defaults', {}],
    ['a first-beat deadline', { firstBeatWithinMs: FIRST_BEAT_WITHIN_MS }],
  ])('leaves a player that beats alone for a whole day, with %s', async (_, options) => {
    const { dog, stalls } = watched(options);
    setInterval(() => dog.beat(), HEARTBEAT_EVERY_MS);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(stalls).toEqual([]);
  });

  it('says stopped within one check of the allowance after the last beat, once', async () => {
    const { dog, stalls, reasons } = watched();
    const beating = setInterval(() => dog.beat(), HEARTBEAT_EVERY_MS);
    await vi.advanceTimersByTimeAsync(HOUR);
    clearInterval(beating);
    const lastBeat = Date.now();
    await vi.advanceTimersByTimeAsync(STALL_MS - CHECK_MS);
    expect(stalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * CHECK_MS);
    expect(reasons()).toEqual(['stopped']);
    expect(stalls[0]!.at - lastBeat).toBeGreaterThan(STALL_MS);
    expect(stalls[0]!.at - lastBeat).toBeLessThanOrEqual(STALL_MS + CHECK_MS);
    expect(stalls[0]!.silentMs).toBe(stalls[0]!.at - lastBeat);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(stalls).toHaveLength(1);
  });

  it('keeps its own check and allowance when given them', async () => {
    const { dog, stalls, reasons } = watched({ checkEveryMs: 30_000, stallAfterMs: 90_000 });
    const beating = setInterval(() => dog.beat(), 30_000);
    await vi.advanceTimersByTimeAsync(HOUR);
    clearInterval(beating);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(reasons()).toEqual(['stopped']);
  });

  it('never restarts a player that never beat, by default (an older installed version)', async () => {
    const { stalls } = watched();
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(stalls).toEqual([]);
  });

  it('says never-started once when the first beat misses its deadline', async () => {
    const { reasons } = watched({ firstBeatWithinMs: FIRST_BEAT_WITHIN_MS });
    await vi.advanceTimersByTimeAsync(FIRST_BEAT_WITHIN_MS);
    expect(reasons()).toEqual([]);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(reasons()).toEqual(['never-started']);
    await vi.advanceTimersByTimeAsync(10 * FIRST_BEAT_WITHIN_MS);
    expect(reasons()).toEqual(['never-started']);
  });

  it('says nothing after stop()', async () => {
    const { dog, stalls } = watched({ firstBeatWithinMs: FIRST_BEAT_WITHIN_MS });
    dog.stop();
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(stalls).toEqual([]);
  });

  it('gives a fresh allowance after the page itself was stopped (app hidden, standby)', async () => {
    const { dog, reasons } = watched();
    dog.beat();
    // Timers do not run while the app is hidden or the set in standby: the clock moves, no
    // callback comes.
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(reasons()).toEqual([]);
    // Back in front and still silent: now it is the player's fault.
    await vi.advanceTimersByTimeAsync(STALL_MS + CHECK_MS);
    expect(reasons()).toEqual(['stopped']);
  });

  it('gives a fresh first-beat deadline after a pause during the start', async () => {
    const { reasons } = watched({ firstBeatWithinMs: FIRST_BEAT_WITHIN_MS });
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    vi.setSystemTime(Date.now() + HOUR);
    // The first check after the pause comes an hour late: the deadline counts from it.
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    await vi.advanceTimersByTimeAsync(FIRST_BEAT_WITHIN_MS);
    expect(reasons()).toEqual([]);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(reasons()).toEqual(['never-started']);
  });

  it('counts a pause against the player without pause detection', async () => {
    const { dog, reasons } = watched({ pausedAfterMs: null });
    dog.beat();
    vi.setSystemTime(Date.now() + 2 * HOUR);
    await vi.advanceTimersByTimeAsync(CHECK_MS);
    expect(reasons()).toEqual(['stopped']);
  });
});

describe('player heartbeat', () => {
  it('beats at once and every interval while #player shows the player and frames come', async () => {
    const page = playerPage();
    beatWhileDrawn(page.window);
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_EVERY_MS + 100);
    expect(page.beats).toBe(11);
  });

  it('beats from the timer alone where the engine has no animation frames', async () => {
    const page = playerPage({ frames: false });
    beatWhileDrawn(page.window, 30_000);
    expect(page.beats).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * 30_000);
    expect(page.beats).toBe(11);
  });

  it('stops beating when the player root empties (its tree unmounted)', async () => {
    const page = playerPage();
    beatWhileDrawn(page.window);
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_EVERY_MS + 100);
    page.shows = false;
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_EVERY_MS);
    expect(page.beats).toBe(4);
  });

  it('stops beating when no animation frame comes', async () => {
    const page = playerPage();
    beatWhileDrawn(page.window);
    await vi.advanceTimersByTimeAsync(2 * HEARTBEAT_EVERY_MS + 100);
    page.draws = false;
    await vi.advanceTimersByTimeAsync(10 * HEARTBEAT_EVERY_MS);
    expect(page.beats).toBe(3);
  });

  it('calls nothing where no loader set the global', async () => {
    const page = playerPage();
    page.window[HEARTBEAT_GLOBAL] = undefined;
    expect(() => beatWhileDrawn(page.window)).not.toThrow();
    await vi.advanceTimersByTimeAsync(3 * HEARTBEAT_EVERY_MS);
    expect(page.beats).toBe(0);
  });

  it('drives the loader watchdog: an emptied player is found stopped after the allowance', async () => {
    const page = playerPage();
    const { dog, reasons } = watched({ firstBeatWithinMs: FIRST_BEAT_WITHIN_MS });
    page.window[HEARTBEAT_GLOBAL] = () => dog.beat();
    beatWhileDrawn(page.window);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(reasons()).toEqual([]);
    page.shows = false;
    await vi.advanceTimersByTimeAsync(STALL_MS + HEARTBEAT_EVERY_MS + CHECK_MS);
    expect(reasons()).toEqual(['stopped']);
  });
});
