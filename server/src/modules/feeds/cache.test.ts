import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../clock.js';
import { FAILURE_KEPT_MS, FeedCache } from './cache.js';

const HOUR = 3_600_000;

function counting<T>(value: (call: number) => T) {
  let calls = 0;
  return {
    load: async () => value(++calls),
    calls: () => calls,
  };
}

describe('the feed cache', () => {
  it('serves a kept value until it is as old as the caller allows, then loads again', async () => {
    const clock = new VirtualClock();
    const cache = new FeedCache({ clock });
    const source = counting((call) => `forecast ${call}`);
    const get = () => cache.get({ key: 'prague', maxAgeMs: HOUR, load: source.load });
    expect(await get()).toBe('forecast 1');
    clock.advance(HOUR - 1);
    expect(await get()).toBe('forecast 1');
    clock.advance(1);
    expect(await get()).toBe('forecast 2');
    expect(source.calls()).toBe(2);
  });

  it('lets each caller say how old a value may be (RSS refresh intervals)', async () => {
    const clock = new VirtualClock();
    const cache = new FeedCache({ clock });
    const source = counting((call) => call);
    await cache.get({ key: 'feed', maxAgeMs: 60 * 60_000, load: source.load });
    clock.advance(5 * 60_000);
    expect(await cache.get({ key: 'feed', maxAgeMs: 60 * 60_000, load: source.load })).toBe(1);
    expect(await cache.get({ key: 'feed', maxAgeMs: 5 * 60_000, load: source.load })).toBe(2);
  });

  it('makes 200 parallel callers of a missing key share one load', async () => {
    const cache = new FeedCache({ clock: new VirtualClock() });
    let release!: (value: string) => void;
    let loads = 0;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const all = Promise.all(
      Array.from({ length: 200 }, () => cache.get({ key: 'k', maxAgeMs: HOUR, load })),
    );
    release('shared');
    expect(new Set(await all)).toEqual(new Set(['shared']));
    expect(loads).toBe(1);
  });

  it('keeps an upstream failure for a minute at most, and a refusal not at all', async () => {
    const clock = new VirtualClock();
    const cache = new FeedCache({ clock });
    let calls = 0;
    const failing = (kept: boolean) => ({
      key: kept ? 'dead feed' : 'refused',
      maxAgeMs: HOUR,
      load: async () => {
        calls++;
        throw new Error(kept ? 'unreachable' : 'too many requests');
      },
      keepsFailure: () => kept,
    });
    await expect(cache.get(failing(true))).rejects.toThrow('unreachable');
    await expect(cache.get(failing(true))).rejects.toThrow('unreachable');
    expect(calls).toBe(1);
    clock.advance(FAILURE_KEPT_MS);
    await expect(cache.get(failing(true))).rejects.toThrow('unreachable');
    expect(calls).toBe(2);

    await expect(cache.get(failing(false))).rejects.toThrow('too many requests');
    await expect(cache.get(failing(false))).rejects.toThrow('too many requests');
    expect(calls).toBe(4);
  });

  it('drops the least recently used entry beyond its entry limit', async () => {
    const cache = new FeedCache({ clock: new VirtualClock(), maxEntries: 2 });
    const loads: string[] = [];
    const get = (key: string) =>
      cache.get({ key, maxAgeMs: HOUR, load: async () => (loads.push(key), key) });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // b goes
    expect(cache.size).toBe(2);
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps its values under its size limit, and never one value larger than it', async () => {
    const cache = new FeedCache({ clock: new VirtualClock(), maxBytes: 10_000 });
    const text = 'x'.repeat(2_000); // about 4 KB kept
    for (const key of ['a', 'b', 'c', 'd'])
      await cache.get({ key, maxAgeMs: HOUR, load: async () => text });
    expect(cache.size).toBe(2);
    await cache.get({ key: 'huge', maxAgeMs: HOUR, load: async () => 'y'.repeat(10_000) });
    expect(cache.size).toBe(2);
  });
});
