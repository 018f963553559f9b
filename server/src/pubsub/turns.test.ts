import { describe, expect, it } from 'vitest';
import { stopSliceClock } from '../test/stopped-slice-clock.js';
import { createTurnBudget, inSlices, sharedInSlices, slicedQueue } from './turns.js';

/** One turn of the event loop, budget or not. */
const oneTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many of `done` had happened at the end of each turn, until all `total` had. */
async function perTurn(done: () => number, total: number): Promise<number[]> {
  const counts: number[] = [];
  while (done() < total) {
    await oneTurn();
    counts.push(done());
    if (counts.length > 1_000) throw new Error('never finished');
  }
  return counts;
}

/** What each turn added: a turn over its budget adds nothing, and a slice at most. */
const added = (counts: number[], first = 0) => counts.map((c, i) => c - (counts[i - 1] ?? first));

describe('the budget of a turn of the event loop', () => {
  it('lets sliced work start only while the turn has time left, the rest in later turns', async () => {
    // Each slice "takes" 3 ms of this clock: a budget of 8 ms fits three in a turn (at 0, 3, 6).
    let clock = 0;
    const nextTurn = createTurnBudget(() => clock, 8);
    const ran: number[] = [];
    const slices = Array.from({ length: 7 }, (_, i) =>
      nextTurn().then(() => {
        ran.push(i);
        clock += 3;
      }),
    );
    const counts = await perTurn(() => ran.length, 7);
    await Promise.all(slices);
    expect(added(counts)).toEqual([3, 3, 1]);
    // In the order they asked.
    expect(ran).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('runs at least one slice in every turn, however long a slice takes', async () => {
    let clock = 0;
    const nextTurn = createTurnBudget(() => clock, 8);
    const ran: number[] = [];
    for (let i = 0; i < 3; i++)
      void nextTurn().then(() => {
        ran.push(i);
        clock += 100;
      });
    expect(added(await perTurn(() => ran.length, 3))).toEqual([1, 1, 1]);
  });
});

describe('waking many waiters over turns of the event loop', () => {
  stopSliceClock();

  it('visits a slice per turn, counting only visits that woke someone', async () => {
    const visited: number[] = [];
    const items = Array.from({ length: 2_000 }, (_, i) => i);
    // Odd items wake no one: 1,000 that count, 3 slices of 300 and a last of 100.
    const all = inSlices(items, (i) => (visited.push(i), i % 2 === 0), 300);
    expect(visited.length).toBe(599);
    await all;
    expect(visited).toEqual(items);
  });

  it('ends a slice early once its visits took the budget, at least one visit a turn', async () => {
    // Each visit takes 5 ms of this clock: with a budget of 12 ms a slice holds 3 (at 5, 10, 15).
    let clock = 0;
    const visited: number[] = [];
    const items = Array.from({ length: 8 }, (_, i) => i);
    const all = inSlices(items, (i) => void (visited.push(i), (clock += 5)), 300, {
      budgetMs: 12,
      now: () => clock,
    });
    const counts = [visited.length, ...(await perTurn(() => visited.length, 8))];
    await all;
    expect(counts).toEqual([3, 6, 8]);
    // One visit that takes longer than the budget still runs, one per turn.
    clock = 0;
    const slow: number[] = [];
    const second = inSlices([1, 2, 3], (i) => void (slow.push(i), (clock += 100)), 300, {
      budgetMs: 12,
      now: () => clock,
    });
    expect([slow.length, ...(await perTurn(() => slow.length, 3))]).toEqual([1, 2, 3]);
    await second;
  });

  it('resumes 2,000 waiters of one promise in slices, each with its value', async () => {
    let resolve!: (v: string) => void;
    const wait = sharedInSlices(new Promise<string>((r) => (resolve = r)), 500);
    const got: string[] = [];
    for (let i = 0; i < 2_000; i++) void wait().then((v) => got.push(v));
    resolve('snapshot');
    // The first 500 in the turn the promise settled, then at most 500 a turn (fewer when a turn
    // had no time left).
    expect(got.length).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    const first = got.length;
    expect(first).toBe(500);
    const counts = await perTurn(() => got.length, 2_000);
    expect(Math.max(...added(counts, first))).toBeLessThanOrEqual(500);
    expect(new Set(got)).toEqual(new Set(['snapshot']));
    // Once all have resumed, a caller gets the value at once.
    expect(await wait()).toBe('snapshot');
  });

  it('queues a late caller behind the waiters still to resume, and passes failures on', async () => {
    let reject!: (e: Error) => void;
    const wait = sharedInSlices(new Promise<string>((_, r) => (reject = r)), 2);
    const failed: unknown[] = [];
    const waitFor = () => void wait().catch((e: unknown) => failed.push(e));
    for (let i = 0; i < 4; i++) waitFor();
    const error = new Error('read failed');
    reject(error);
    await Promise.resolve();
    await Promise.resolve();
    waitFor();
    expect(failed.length).toBe(2);
    const counts = await perTurn(() => failed.length, 5);
    expect(Math.max(...added(counts, 2))).toBeLessThanOrEqual(2);
    expect(failed).toEqual([error, error, error, error, error]);
    await expect(wait()).rejects.toBe(error);
  });
});

describe('tasks queued one at a time, run over turns of the event loop', () => {
  const fail = (error: unknown) => {
    throw error;
  };
  stopSliceClock();

  it('runs them in order, none in the turn that queued them, a slice per turn', async () => {
    const queue = slicedQueue(300);
    const ran: number[] = [];
    // 1,000 requests read in one turn: 300 a turn after it, in the order they came.
    for (let i = 0; i < 1_000; i++) queue(() => ran.push(i), fail);
    expect(ran).toEqual([]);
    const counts = await perTurn(() => ran.length, 1_000);
    expect(added(counts).filter((n) => n > 0)).toEqual([300, 300, 300, 100]);
    expect(ran).toEqual(Array.from({ length: 1_000 }, (_, i) => i));
    // Queued again once drained: it starts over.
    queue(() => ran.push(1_000), fail);
    await perTurn(() => ran.length, 1_001);
    expect(ran.at(-1)).toBe(1_000);
  });

  it("hands a throwing task's error to its own handler and runs the ones behind it", async () => {
    const queue = slicedQueue(2);
    const ran: string[] = [];
    const errors: unknown[] = [];
    const broken = new Error('socket gone');
    queue(() => ran.push('a'), fail);
    queue(
      () => {
        throw broken;
      },
      (error) => errors.push(error),
    );
    queue(() => ran.push('c'), fail);
    await perTurn(() => ran.length, 2);
    expect(ran).toEqual(['a', 'c']);
    expect(errors).toEqual([broken]);
    // Still draining after the throw.
    queue(() => ran.push('d'), fail);
    await perTurn(() => ran.length, 3);
    expect(ran).toEqual(['a', 'c', 'd']);
  });
});
