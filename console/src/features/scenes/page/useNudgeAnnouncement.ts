import type { Scene } from '@marquee/sdk/model';
import { useCallback, useEffect, useRef } from 'react';
import { findItem, type SceneEditor } from '../editor';
import type { AspectId } from './aspect';
import { toDisplay, unitSuffix, type PositionUnit } from './positionUnits';
import { labelOf } from './sceneWidgets';

/**
 * How long the arrows rest before the new place is said. A held arrow repeats every 30 to 50 ms:
 * each nudge restarts the wait, so a screen reader hears the place it settled on, once, instead
 * of a queue of places already left behind.
 */
export const NUDGE_ANNOUNCE_DELAY_MS = 500;

interface Options {
  unit: PositionUnit;
  aspect: AspectId;
}

/**
 * A nudge moves the selection silently on the canvas, so the new place is told in words, in the
 * unit the position fields show ("Text moved to 28 %, 25 %"). Returns what to call after each
 * nudge; the words are read from the editor when the arrows rest.
 */
export function useNudgeAnnouncement(
  editor: SceneEditor,
  announce: (text: string) => void,
  { unit, aspect }: Options,
) {
  const latest = useRef({ unit, aspect, announce });
  useEffect(() => {
    latest.current = { unit, aspect, announce };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { context } = editor.editor.getSnapshot();
      const { unit, aspect, announce } = latest.current;
      const text = nudgeSentence(context.document, context.selection, unit, aspect);
      if (text) announce(text);
    }, NUDGE_ANNOUNCE_DELAY_MS);
  }, [editor]);
}

/** "Text moved to 28 %, 25 %" for one item; several moved together are counted, not placed. */
export function nudgeSentence(
  scene: Scene,
  selection: readonly string[],
  unit: PositionUnit,
  aspect: AspectId,
): string | null {
  const items = selection.flatMap((id) => findItem(scene, id) ?? []);
  if (items.length === 0) return null;
  if (items.length > 1) return `${items.length} items moved`;
  const item = items[0]!;
  const suffix = unitSuffix(unit);
  const x = toDisplay(item.x, 'x', unit, aspect);
  const y = toDisplay(item.y, 'y', unit, aspect);
  return `${labelOf(item.item.type)} moved to ${x} ${suffix}, ${y} ${suffix}`;
}
