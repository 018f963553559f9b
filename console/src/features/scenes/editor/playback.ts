import type { Scene } from '@marquee/sdk/model';
import { sceneDurationS } from './document';

/**
 * The editor's preview playhead. Time is an argument (TICK carries the elapsed ms), so the
 * editor has no timers: the UI drives it from requestAnimationFrame and tests from numbers.
 */
export interface Playback {
  playing: boolean;
  /** Position in the scene, 0 ≤ timeMs ≤ the scene's duration. */
  timeMs: number;
}

export const initialPlayback = (): Playback => ({ playing: false, timeMs: 0 });

export const sceneDurationMs = (scene: Scene) => sceneDurationS(scene) * 1000;

/** Seeking is clamped to the scene: before 0 is 0, past the end is the end. */
export const setTime = (playback: Playback, scene: Scene, timeMs: number): Playback => ({
  ...playback,
  timeMs: Math.min(Math.max(0, timeMs), sceneDurationMs(scene)),
});

/**
 * Advances a playing preview; at the end it wraps to the start, as a scene loops on a screen.
 * A paused preview ignores ticks, so a late frame callback cannot move a stopped playhead.
 */
export function tick(playback: Playback, scene: Scene, elapsedMs: number): Playback {
  if (!playback.playing || elapsedMs <= 0) return playback;
  const duration = sceneDurationMs(scene);
  return { ...playback, timeMs: (playback.timeMs + elapsedMs) % duration };
}

/** After the document changes (a removal, undo, a remote edit) the playhead stays inside it. */
export const fitPlayback = (playback: Playback, scene: Scene): Playback =>
  playback.timeMs <= sceneDurationMs(scene) ? playback : setTime(playback, scene, playback.timeMs);
