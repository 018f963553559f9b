import { useEffect } from 'react';
import type { EditorActor } from '../editor';

export interface FrameScheduler {
  request: (callback: (timestamp: number) => void) => number;
  cancel: (handle: number) => void;
}

const browserFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * A longer gap between frames (the tab was in the background, where browsers pause frames)
 * counts as this much, so the preview goes on from where it was instead of jumping ahead.
 */
const MAX_FRAME_GAP_MS = 100;

/**
 * While the preview plays, each animation frame sends the editor the time since the last one
 * (TICK), so time is an argument and the editor has no timer. The first frame only sets the
 * reference.
 */
export function usePlaybackLoop(
  editor: EditorActor,
  playing: boolean,
  frames: FrameScheduler = browserFrames,
) {
  useEffect(() => {
    if (!playing) return;
    let last: number | null = null;
    let handle = frames.request(function step(timestamp) {
      if (last !== null && timestamp > last)
        editor.send({ type: 'TICK', ms: Math.min(timestamp - last, MAX_FRAME_GAP_MS) });
      last = timestamp;
      handle = frames.request(step);
    });
    return () => frames.cancel(handle);
  }, [editor, playing, frames]);
}
