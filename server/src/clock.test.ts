import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from './clock.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the system clock', () => {
  afterEach(() => vi.useRealTimers());

  it('waits longer than one Node timer holds (24.8 days) without firing early', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    systemClock.setTimeout(fired, 30 * DAY_MS);
    vi.advanceTimersByTime(29 * DAY_MS);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DAY_MS);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('cancels a long wait in any of its steps', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    const cancel = systemClock.setTimeout(fired, 60 * DAY_MS);
    vi.advanceTimersByTime(26 * DAY_MS);
    cancel();
    vi.advanceTimersByTime(40 * DAY_MS);
    expect(fired).not.toHaveBeenCalled();
  });

  it('fires a short wait once, on time', () => {
    vi.useFakeTimers();
    const fired = vi.fn();
    systemClock.setTimeout(fired, 1000);
    vi.advanceTimersByTime(999);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });
});
