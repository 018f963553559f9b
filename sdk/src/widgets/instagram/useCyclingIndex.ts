import { useEffect, useState } from 'react';
import { instagramMediaIndexAt } from './model.js';

interface Cycle {
  /** The item's start in the scene (s). */
  itemStartS: number;
  /** Scene time (ms) the layer starts showing at (WidgetRenderProps.sceneOffsetMs). */
  sceneOffsetMs: number | undefined;
  active: boolean;
  count: number;
  /** Seconds each entry shows. */
  seconds: number;
}

/**
 * Feed widgets pick the current entry from the item's elapsed time modulo the
 * whole cycle. Item time runs while the layer is on screen; a hidden (preloaded) layer waits at
 * the time the engine's position puts it, so a mid-scene start shows the right entry.
 */
export function useCyclingIndex({ itemStartS, sceneOffsetMs, active, count, seconds }: Cycle) {
  const startMs = Math.max(0, (sceneOffsetMs ?? 0) - itemStartS * 1000);
  const [elapsedMs, setElapsedMs] = useState(startMs);
  const [startedFrom, setStartedFrom] = useState(startMs);
  if (!active && startMs !== startedFrom) {
    setStartedFrom(startMs);
    setElapsedMs(startMs);
  }

  useEffect(() => {
    if (!active || count < 2) return;
    const stepMs = seconds * 1000;
    const untilNext = stepMs - (elapsedMs % stepMs);
    const timer = setTimeout(() => setElapsedMs((ms) => ms + untilNext), untilNext);
    return () => clearTimeout(timer);
  }, [active, count, elapsedMs, seconds]);

  return instagramMediaIndexAt(elapsedMs, count, seconds);
}
