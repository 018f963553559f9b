import {
  parseContent,
  sceneItemSchema,
  type FieldError,
  type Scene,
  type SceneItem,
} from '@marquee/sdk/model';
import { extendDuration, findItem, newItemRect, newItemTiming, withItems } from './document';
import { clampPosition } from './geometry';
import type { ItemTypeLookup } from './itemTypes';

/**
 * The scene editor's actions as pure functions on a Scene document. None throws on bad input:
 * a refused edit is an error result (the form shows it), a no-op returns the very same scene so
 * the history can tell that nothing happened.
 */

/** Ids come from outside (the console's id generator), so tests and replays are deterministic. */
export type NewId = () => string;

/** What an update may change: anything but the id. */
export type ItemPatch = Partial<Omit<SceneItem, '_id'>>;

export type EditResult =
  { ok: true; scene: Scene; ids: string[] } | { ok: false; errors: FieldError[] };

/** Keyboard nudges move by one percent of the canvas per key press. */
export const NUDGE_STEP_PCT = 1;
/** Copies land this far right and down of their originals, so the operator sees them. */
export const DUPLICATE_OFFSET_PCT = 5;

const refuse = (message: string, path = '$'): EditResult => ({
  ok: false,
  errors: [{ path, message }],
});

/**
 * A new item of a known type at the defaults (a centred half-size box, from `start` to `fillTo`
 * or for 30 s: see newItemTiming).
 */
export function createItem(
  scene: Scene,
  type: string,
  lookup: ItemTypeLookup,
  newId: NewId,
  options: { start?: number; fillTo?: number } = {},
): EditResult {
  const itemType = lookup(type);
  if (!itemType) return refuse(`Unknown item type ${JSON.stringify(type)}`, '$.item.type');
  const sceneItem: SceneItem = {
    _id: newId(),
    ...newItemTiming(options.start, options.fillTo),
    ...newItemRect(scene),
    rotation: 0,
    item: { type, body: itemType.defaultBody() },
  };
  const next = withItems(scene, [...scene.sceneItems, sceneItem]);
  return { ok: true, scene: extendDuration(next, [sceneItem]), ids: [sceneItem._id] };
}

const changes = (item: SceneItem, patch: ItemPatch) =>
  Object.entries(patch).some(([key, value]) => item[key as keyof SceneItem] !== value);

/**
 * Applies a patch after checking the whole item as the player will: geometry 0..100, a rotation
 * of ROTATIONS, and the timing rules with the timing form's own messages (TIMING_MESSAGES).
 */
export function updateItem(scene: Scene, id: string, patch: ItemPatch): EditResult {
  const current = findItem(scene, id);
  if (!current) return refuse(`No item ${JSON.stringify(id)} in this scene`);
  if (!changes(current, patch)) return { ok: true, scene, ids: [id] };
  const updated: SceneItem = { ...current, ...patch, _id: id };
  const parsed = parseContent(sceneItemSchema, updated);
  if (!parsed.ok) return parsed;
  const sceneItems = scene.sceneItems.map((item) => (item._id === id ? updated : item));
  return { ok: true, scene: extendDuration(withItems(scene, sceneItems), [updated]), ids: [id] };
}

/**
 * Removes items. The scene's length is the editor's to fit: following its items it shrinks to
 * the latest remaining end (fitToItems), set by hand it stays.
 */
export function removeItems(scene: Scene, ids: readonly string[]): Scene {
  const gone = new Set(ids);
  const sceneItems = scene.sceneItems.filter((item) => !gone.has(item._id));
  if (sceneItems.length === scene.sceneItems.length) return scene;
  return withItems(scene, sceneItems);
}

/**
 * One step up the z-order (towards the end of sceneItems) for every selected item. Selected
 * neighbours keep their relative order and an item never jumps over another selected one, so a
 * multi-selection moves up as a block; an item already on top stays.
 */
export function swapUp(scene: Scene, ids: readonly string[]): Scene {
  const selected = new Set(ids);
  const items = [...scene.sceneItems];
  let moved = false;
  for (let i = items.length - 2; i >= 0; i--) {
    const here = items[i] as SceneItem;
    const above = items[i + 1] as SceneItem;
    if (selected.has(here._id) && !selected.has(above._id)) {
      items[i] = above;
      items[i + 1] = here;
      moved = true;
    }
  }
  return moved ? withItems(scene, items) : scene;
}

/** One step down the z-order; the mirror of swapUp. */
export function swapDown(scene: Scene, ids: readonly string[]): Scene {
  const selected = new Set(ids);
  const items = [...scene.sceneItems];
  let moved = false;
  for (let i = 1; i < items.length; i++) {
    const here = items[i] as SceneItem;
    const below = items[i - 1] as SceneItem;
    if (selected.has(here._id) && !selected.has(below._id)) {
      items[i] = below;
      items[i - 1] = here;
      moved = true;
    }
  }
  return moved ? withItems(scene, items) : scene;
}

/**
 * A copy of an item with a new id, moved by (dx, dy) but kept inside the canvas. The content is
 * deep-copied so editing the copy's body never edits the original.
 */
export function copyItem(item: SceneItem, id: string, dx: number, dy: number): SceneItem {
  return {
    ...item,
    _id: id,
    x: clampPosition(item.x + dx, item.w),
    y: clampPosition(item.y + dy, item.h),
    item: structuredClone(item.item),
  };
}

/**
 * Copies of the items 5 % right and down, with new ids, placed on top of everything in the
 * originals' z-order, so the copies are what the operator sees and what stays selected.
 */
export function duplicate(
  scene: Scene,
  ids: readonly string[],
  newId: NewId,
): { scene: Scene; ids: string[] } {
  const wanted = new Set(ids);
  const copies = scene.sceneItems
    .filter((item) => wanted.has(item._id))
    .map((item) => copyItem(item, newId(), DUPLICATE_OFFSET_PCT, DUPLICATE_OFFSET_PCT));
  if (copies.length === 0) return { scene, ids: [] };
  const next = withItems(scene, [...scene.sceneItems, ...copies]);
  return { scene: extendDuration(next, copies), ids: copies.map((c) => c._id) };
}

/** Keyboard movement: each item moves by (dx, dy), clamped so x, y ≥ 0 and x+w, y+h ≤ 100. */
export function moveBy(scene: Scene, ids: readonly string[], dx: number, dy: number): Scene {
  const wanted = new Set(ids);
  let moved = false;
  const sceneItems = scene.sceneItems.map((item) => {
    if (!wanted.has(item._id)) return item;
    const x = clampPosition(item.x + dx, item.w);
    const y = clampPosition(item.y + dy, item.h);
    if (x === item.x && y === item.y) return item;
    moved = true;
    return { ...item, x, y };
  });
  return moved ? withItems(scene, sceneItems) : scene;
}

/** Geometry a pointer gesture sets, per item id, absolute (not deltas). */
export type GeometryPatch = Readonly<
  Record<string, Partial<Pick<SceneItem, 'x' | 'y' | 'w' | 'h' | 'rotation'>>>
>;

/**
 * Applies a gesture's geometry to a document. Values are absolute and applied to the document
 * from before the gesture, so every update replaces the previous one instead of piling up, and
 * ids the document no longer has (removed remotely mid-drag) are skipped.
 */
export function applyGeometry(scene: Scene, patch: GeometryPatch): Scene {
  let changed = false;
  const sceneItems = scene.sceneItems.map((item) => {
    const geometry = patch[item._id];
    if (!geometry || !changes(item, geometry)) return item;
    changed = true;
    return { ...item, ...geometry };
  });
  return changed ? withItems(scene, sceneItems) : scene;
}
