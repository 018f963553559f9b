import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadWait } from './contentFetch.js';

describe("a screen's wait before it fetches an announced version", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether the wait for `spreadMs`, with the random draw `draw`, has ended after `ms`. */
  async function endedAfter(spreadMs: number, draw: number, ms: number): Promise<boolean> {
    let ended = false;
    void spreadWait(spreadMs, () => draw).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(ms);
    return ended;
  }

  it('is never in the first fifth of the spread, while the server still tells the others', async () => {
    // 10,000 screens told: a 5 s spread. The earliest screen waits a second.
    expect(await endedAfter(5000, 0, 999)).toBe(false);
    expect(await endedAfter(5000, 0, 1000)).toBe(true);
  });

  it('spreads the rest over the whole window', async () => {
    expect(await endedAfter(5000, 0.5, 2999)).toBe(false);
    expect(await endedAfter(5000, 0.5, 3000)).toBe(true);
    expect(await endedAfter(5000, 0.999, 4996)).toBe(true);
  });

  it('fetches at once when the screen is told alone', async () => {
    expect(await endedAfter(0, 0.7, 0)).toBe(true);
  });
});
