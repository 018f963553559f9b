import type { Scene } from '@marquee/sdk/model';
import { itemsInRect, type Rect } from './geometry';

/**
 * Selection rules. A selection is a list of item ids in the order they were picked; ids that are
 * not in the document are never kept, so every action can trust it.
 */

/**
 * A click selects: plain replaces the selection, additive (shift) toggles each id in or out, as
 * shift-click does in every drawing tool.
 */
export function select(current: readonly string[], ids: readonly string[], additive: boolean) {
  if (!additive) return [...new Set(ids)];
  const next = [...current];
  for (const id of ids) {
    const at = next.indexOf(id);
    if (at >= 0) next.splice(at, 1);
    else next.push(id);
  }
  return next;
}

/**
 * A marquee selects every item it touches; additive (shift) adds them to the selection instead
 * of replacing it (a marquee never deselects: it has no "toggle" gesture).
 */
export function selectInRect(
  scene: Scene,
  current: readonly string[],
  rect: Rect,
  additive: boolean,
) {
  const hits = itemsInRect(scene, rect);
  return additive ? [...new Set([...current, ...hits])] : hits;
}

/** Drops ids the document lost (undo, a remote update, a removal). */
export function pruneSelection(scene: Scene, selection: readonly string[]): string[] {
  const present = new Set(scene.sceneItems.map((item) => item._id));
  return selection.filter((id) => present.has(id));
}

export const allItemIds = (scene: Scene) => scene.sceneItems.map((item) => item._id);
