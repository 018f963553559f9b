import { Subject, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  heartbeatsFrom,
  HEARTBEAT_TAG,
  isHeartbeat,
  sendHeartbeats,
  watchHeartbeats,
  type WatchdogRestart,
} from './watchdog.js';

/** Restarts seen up to `untilMs` of virtual time, as [time, count, silentMs], with beats at `beats`. */
function restartsWith(beats: number[], untilMs: number, maxSilenceMs?: number) {
  const scheduler = new VirtualTimeScheduler(VirtualAction, untilMs);
  const heartbeats = new Subject<void>();
  for (const at of beats) scheduler.schedule(() => heartbeats.next(), at);
  const seen: Array<[number, number, number]> = [];
  watchHeartbeats(heartbeats, { silenceMs: 30_000, maxSilenceMs, scheduler }).subscribe(
    ({ count, silentMs }: WatchdogRestart) => seen.push([scheduler.now(), count, silentMs]),
  );
  scheduler.flush();
  return seen;
}

describe('watchHeartbeats', () => {
  it('restarts a player 30 s after its last heartbeat, not a moment before', () => {
    const beats = [0, 5_000, 10_000];
    expect(restartsWith(beats, 39_999)).toEqual([]);
    expect(restartsWith(beats, 40_000)).toEqual([[40_000, 1, 30_000]]);
  });

  it('restarts a player that never beats at all', () => {
    expect(restartsWith([], 30_000)).toEqual([[30_000, 1, 30_000]]);
  });

  it('leaves a slow but living player alone', () => {
    // A beat every 25 s, five times slower than asked, for an hour: never 30 s of silence.
    const beats = Array.from({ length: 144 }, (_, i) => i * 25_000);
    expect(restartsWith(beats, 3_600_000)).toEqual([]);
  });

  it('backs off a player that stays silent: 30 s, then 60, 120, up to the limit', () => {
    expect(restartsWith([], 600_000, 120_000)).toEqual([
      [30_000, 1, 30_000],
      [90_000, 2, 90_000],
      [210_000, 3, 210_000],
      [330_000, 4, 330_000],
      [450_000, 5, 450_000],
      [570_000, 6, 570_000],
    ]);
  });

  it('waits 30 s again once a restarted player beats', () => {
    // Hung at boot twice, then it comes back at 100 s and hangs again at 105 s.
    expect(restartsWith([100_000, 105_000], 140_000)).toEqual([
      [30_000, 1, 30_000],
      [90_000, 2, 90_000],
      [135_000, 3, 30_000],
    ]);
  });
});

describe('sendHeartbeats', () => {
  it('beats at once and then every period until stopped', () => {
    const scheduler = new VirtualTimeScheduler(VirtualAction, 12_000);
    const at: number[] = [];
    const beating = sendHeartbeats(
      (beat) => {
        expect(isHeartbeat(beat)).toBe(true);
        at.push(scheduler.now());
      },
      5_000,
      scheduler,
    );
    scheduler.flush();
    beating.unsubscribe();
    expect(at).toEqual([0, 5_000, 10_000]);
  });
});

describe('heartbeatsFrom', () => {
  it('takes beats only from the player window and origin', () => {
    const self = new EventTarget() as unknown as Window;
    const player = {};
    const seen: unknown[] = [];
    const sub = heartbeatsFrom(self, () => player, 'http://localhost:1').subscribe((b) =>
      seen.push(b),
    );
    const post = (data: unknown, source: unknown, origin: string) => {
      const event = new Event('message') as MessageEvent;
      Object.assign(event, { data, source, origin });
      self.dispatchEvent(event);
    };
    post({ tag: HEARTBEAT_TAG }, player, 'http://localhost:1');
    post({ tag: HEARTBEAT_TAG }, {}, 'http://localhost:1');
    post({ tag: HEARTBEAT_TAG }, player, 'http://evil.test');
    post({ tag: 'other' }, player, 'http://localhost:1');
    sub.unsubscribe();
    expect(seen).toEqual([{ tag: HEARTBEAT_TAG }]);
  });
});
