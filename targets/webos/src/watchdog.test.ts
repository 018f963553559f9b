import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BEAT_EVERY_MS,
  FIRST_BEAT_WITHIN_MS,
  STALL_AFTER_MS,
  watchPlayer,
  type WatchdogDeps,
} from './watchdog.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watched() {
  const stalls: string[] = [];
  const deps: WatchdogDeps = {
    now: () => Date.now(),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    onStall: (reason) => stalls.push(reason),
  };
  return { dog: watchPlayer(deps), stalls };
}

describe('player watchdog', () => {
  it('leaves a player that keeps beating alone for a day', () => {
    const { dog, stalls } = watched();
    const beats = setInterval(() => dog.beat(), BEAT_EVERY_MS);
    vi.advanceTimersByTime(24 * 3600_000);
    clearInterval(beats);
    expect(stalls).toEqual([]);
  });

  it('calls a player that never beats never-started, once', () => {
    const { stalls } = watched();
    vi.advanceTimersByTime(FIRST_BEAT_WITHIN_MS);
    expect(stalls).toEqual([]);
    vi.advanceTimersByTime(BEAT_EVERY_MS);
    expect(stalls).toEqual(['never-started']);
    vi.advanceTimersByTime(10 * FIRST_BEAT_WITHIN_MS);
    expect(stalls).toEqual(['never-started']);
  });

  it('calls a player whose beats stop stopped, within a check of the allowance', () => {
    const { dog, stalls } = watched();
    const beats = setInterval(() => dog.beat(), BEAT_EVERY_MS);
    vi.advanceTimersByTime(3600_000);
    clearInterval(beats);
    vi.advanceTimersByTime(STALL_AFTER_MS - BEAT_EVERY_MS);
    expect(stalls).toEqual([]);
    vi.advanceTimersByTime(STALL_AFTER_MS);
    expect(stalls).toEqual(['stopped']);
  });
});
