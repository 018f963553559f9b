import { describe, expect, it } from 'vitest';
import { inSlices, nextTurn, sharedInSlices } from './turns.js';

/** How many of `done` had happened at the end of each turn, until all `total` had. */
async function perTurn(done: () => number, total: number): Promise<number[]> {
  const counts: number[] = [];
  while (done() < total) {
    await nextTurn();
    counts.push(done());
    if (counts.length > 100) throw new Error('never finished');
  }
  return counts;
}

describe('waking many waiters over turns of the event loop', () => {
  it('visits a slice per turn, counting only visits that woke someone', async () => {
    const visited: number[] = [];
    const items = Array.from({ length: 2_000 }, (_, i) => i);
    // Odd items wake no one: 1,000 that count, 3 slices of 300 and a last of 100.
    const all = inSlices(items, (i) => (visited.push(i), i % 2 === 0), 300);
    expect(visited.length).toBe(599);
    await all;
    expect(visited).toEqual(items);
  });

  it('resumes 2,000 waiters of one promise in slices, each with its value', async () => {
    let resolve!: (v: string) => void;
    const wait = sharedInSlices(new Promise<string>((r) => (resolve = r)), 500);
    const got: string[] = [];
    for (let i = 0; i < 2_000; i++) void wait().then((v) => got.push(v));
    resolve('snapshot');
    const counts = await perTurn(() => got.length, 2_000);
    expect(counts).toEqual([500, 1_000, 1_500, 2_000]);
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
    await nextTurn();
    expect(failed.length).toBe(4);
    await nextTurn();
    expect(failed).toEqual([error, error, error, error, error]);
    await expect(wait()).rejects.toBe(error);
  });
});
