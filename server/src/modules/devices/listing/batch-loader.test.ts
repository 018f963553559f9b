import { describe, expect, it } from 'vitest';
import { SLICE } from '../../../pubsub/turns.js';
import { createBatchLoader } from './batch-loader.js';

describe('the batch loader', () => {
  it('answers 2,000 waiters across several turns, a slice a turn, each with its own value', async () => {
    const batches: number[][] = [];
    const load = createBatchLoader(async (keys: number[]) => {
      batches.push(keys);
      return new Map(keys.map((k) => [k, `value ${k}`]));
    });
    // 1,000 keys asked twice each (two screens showing the same thing ask for the same name).
    const got = new Map<number, (string | undefined)[]>();
    for (let i = 0; i < 2_000; i++) {
      const key = i % 1_000;
      void load(key).then((v) => got.set(key, [...(got.get(key) ?? []), v]));
    }
    const answered = () => [...got.values()].reduce((n, list) => n + list.length, 0);
    const counts: number[] = [];
    while (answered() < 2_000) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      counts.push(answered());
    }
    // At most a slice a turn (none in a turn whose budget other work spent), so many turns.
    const added = counts.map((c, i) => c - (counts[i - 1] ?? 0));
    expect(Math.max(...added)).toBeLessThanOrEqual(SLICE);
    expect(counts.length).toBeGreaterThanOrEqual(2_000 / SLICE);
    expect(batches.map((b) => b.length)).toEqual([500, 500]);
    for (let key = 0; key < 1_000; key++)
      expect(got.get(key)).toEqual([`value ${key}`, `value ${key}`]);
  });

  it('passes a failed load on to every waiter of its keys', async () => {
    const error = new Error('database gone');
    const load = createBatchLoader<number, string>(() => Promise.reject(error), 500, 100);
    const outcomes = await Promise.allSettled(Array.from({ length: 250 }, (_, i) => load(i)));
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason === error)).toBe(true);
  });
});
