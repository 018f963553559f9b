import { take, VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { previewClock } from './previewClock';
import {
  formatClock,
  loopPosition,
  pause,
  play,
  positionOf,
  seek,
  stoppedTransport,
} from './previewTransport';

describe('preview transport', () => {
  it('counts playing time only, and keeps a seek while paused or playing', () => {
    let t = play(stoppedTransport(), 1000);
    expect(positionOf(t, 3500)).toBe(2500);
    t = pause(t, 3500);
    expect(positionOf(t, 9000)).toBe(2500);
    t = seek(t, 400, 9000);
    expect(positionOf(t, 12_000)).toBe(400);
    t = play(t, 12_000);
    t = seek(t, 100, 13_000);
    expect(positionOf(t, 13_500)).toBe(600);
    expect(seek(t, -50, 0).positionMs).toBe(0);
  });

  it('shows the position within one loop, as m:ss or h:mm:ss', () => {
    expect(loopPosition(7500, 3000)).toBe(1500);
    expect(loopPosition(10, 0)).toBe(0);
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(61_999)).toBe('1:01');
    expect(formatClock(3_600_000 + 5000)).toBe('1:00:05');
  });
});

describe('preview clock', () => {
  const run = (playing: boolean, position: number) => {
    const scheduler = new VirtualTimeScheduler(VirtualAction, 1000);
    const seen: number[] = [];
    previewClock(
      () => ({
        base: 10_000,
        playing,
        positionMs: () => position + (playing ? scheduler.now() : 0),
      }),
      { scheduler, intervalMs: 250 },
    )
      .pipe(take(4))
      .subscribe((t) => seen.push(t));
    scheduler.flush();
    return seen;
  };

  it('anchors the stage at the start, jumps to the position, then ticks while playing', () => {
    expect(run(true, 500)).toEqual([10_000, 10_500, 10_750, 11_000]);
  });

  it('holds the frame while paused', () => {
    expect(run(false, 500)).toEqual([10_000, 10_500]);
    expect(run(false, 0)).toEqual([10_000]);
  });
});
