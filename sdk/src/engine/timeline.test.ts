import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTimeline, positionAt, type Timeline } from './timeline.js';

const durations = fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 200 });

describe('positionAt', () => {
  it('plays items back to back and loops', () => {
    const timeline = buildTimeline(['a', 'b', 'c'], () => 6000);
    expect(positionAt(timeline, 0)).toEqual({
      index: 0,
      offsetMs: 0,
      remainingMs: 6000,
      nextIndex: 1,
      cycle: 0,
    });
    expect(positionAt(timeline, 6000)?.index).toBe(1);
    expect(positionAt(timeline, 17_999)).toMatchObject({ index: 2, remainingMs: 1, nextIndex: 0 });
    expect(positionAt(timeline, 18_000)).toMatchObject({ index: 0, offsetMs: 0, cycle: 1 });
  });

  it('has no position on an empty timeline and skips items that cannot play', () => {
    expect(
      positionAt(
        buildTimeline([], () => 1),
        10,
      ),
    ).toBeNull();
    const timeline = buildTimeline([0, 5, 0, 5], (ms) => ms * 1000);
    expect(timeline.entries).toHaveLength(2);
    expect(timeline.totalMs).toBe(10_000);
  });

  it('always lands inside an item, which covers the time modulo the total', () => {
    fc.assert(
      fc.property(durations, fc.integer({ min: 0, max: 1e12 }), (lengths, time) => {
        const timeline = buildTimeline(lengths, (ms) => ms);
        const position = positionAt(timeline, time)!;
        const start = lengths.slice(0, position.index).reduce((sum, ms) => sum + ms, 0);
        const length = lengths[position.index]!;
        expect(position.offsetMs).toBeGreaterThanOrEqual(0);
        expect(position.offsetMs).toBeLessThan(length);
        expect(position.offsetMs + position.remainingMs).toBe(length);
        expect(start + position.offsetMs).toBe(time % timeline.totalMs);
        expect(position.cycle).toBe(Math.floor(time / timeline.totalMs));
        expect(position.nextIndex).toBe((position.index + 1) % lengths.length);
      }),
    );
  });

  it('moves through items in order as time passes', () => {
    fc.assert(
      fc.property(durations, fc.integer({ min: 0, max: 1e9 }), (lengths, time) => {
        const timeline = buildTimeline(lengths, (ms) => ms);
        const now = positionAt(timeline, time)!;
        const later = positionAt(timeline, time + now.remainingMs)!;
        expect(later.index).toBe(now.nextIndex);
        expect(later.offsetMs).toBe(0);
      }),
    );
  });

  it('finds the item on a 100k-item timeline with a logarithmic number of lookups', () => {
    const timeline = buildTimeline(
      Array.from({ length: 100_000 }, (_, i) => i),
      (i) => 1000 + (i % 7),
    );
    let reads = 0;
    const counted: Timeline<number> = {
      ...timeline,
      ends: new Proxy(timeline.ends as number[], {
        get(target, property, receiver) {
          if (typeof property === 'string' && /^\d+$/.test(property)) reads += 1;
          return Reflect.get(target, property, receiver);
        },
      }),
    };
    const position = positionAt(counted, timeline.totalMs * 3 + timeline.ends[77_776]!)!;
    expect(position.index).toBe(77_777);
    expect(position.cycle).toBe(3);
    expect(reads).toBeLessThan(40);
  });
});
