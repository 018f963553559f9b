import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { playerClock, roundTickMs, simpleFileClock } from './clock.js';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('player clock', () => {
  it('ticks at subscription and every 250 ms by default, in device time plus the offset', () => {
    scheduler().run(({ expectObservable }) => {
      expectObservable(playerClock({ timeOffsetMs: 5000 }), '^ 1000ms !').toBe(
        'a 249ms b 249ms c 249ms d 249ms e',
        { a: 5000, b: 5250, c: 5500, d: 5750, e: 6000 },
      );
    });
  });

  it('plays on server time: the measured offset is read at every tick, and time never goes back', () => {
    scheduler().run(({ expectObservable }) => {
      // The server is 2 s ahead, then a new measurement says 1.5 s: ticks hold, never rewind.
      const offsets = [2000, 2000, 1500, 1500, 1500];
      let tick = 0;
      const serverOffsetMs = () => offsets[Math.min(tick++, offsets.length - 1)]!;
      expectObservable(playerClock({ serverOffsetMs }), '^ 1000ms !').toBe(
        'a 249ms b 249ms c 249ms d 249ms e',
        { a: 2000, b: 2250, c: 2250, d: 2250, e: 2500 },
      );
    });
  });

  it('keeps tick times to two decimals of a second', () => {
    expect(roundTickMs(1_000.004)).toBe(1_000);
    expect(roundTickMs(1_234.567)).toBe(1_230);
    expect(roundTickMs(1_235)).toBe(1_240);
  });

  it('runs the simple file player every 50 ms and resets the position to zero at the end', () => {
    scheduler().run(({ expectObservable }) => {
      // 120 ms file: positions 0, 50, 100, then 150 is past the end, so 0 of the next loop.
      expectObservable(simpleFileClock(120), '^ 300ms !').toBe(
        'a 49ms b 49ms c 49ms d 49ms e 49ms f 49ms g',
        { a: 0, b: 50, c: 100, d: 120, e: 170, f: 220, g: 240 },
      );
    });
  });
});
