import type { Scene } from '@marquee/sdk/model';
import type { GeometryPatch } from './actions';
import { itemsInRect, rectFromPoints, rectOf, topItemAt, type Point, type Rect } from './geometry';
import { itemFlags, type ItemTypeLookup, type ResizeHandle } from './itemTypes';
import { snapTargets, SNAP_THRESHOLD_PCT, type Guides, type SnapTargets } from './snapping';
import {
  dragGroup,
  nearestRotation,
  pointerAngle,
  resizeItem,
  rotationPreview,
  type MovingItem,
} from './transform';

/**
 * The pointer tool's decisions as pure functions of the document: what a press is on, what a
 * gesture moves, and where the pointer's travel puts things. The machine in pointerTool.ts only
 * sequences them.
 */

/** What the pointer went down on; the UI knows (the pressed element), else a hit test decides. */
export type PointerTarget =
  | { kind: 'canvas' }
  | { kind: 'item'; id: string }
  | { kind: 'handle'; id: string; handle: ResizeHandle }
  | { kind: 'rotate'; id: string };

export interface PointerOptions {
  /** The pointer travels this far (percent) before a press becomes a drag, so clicks stay clicks. */
  dragThresholdPct: number;
  snapThresholdPct: number;
  /** Canvas width over height, so rotation angles are measured on screen, not in percent units. */
  aspectRatio: number;
}

export const DEFAULT_POINTER_OPTIONS: PointerOptions = {
  dragThresholdPct: 0.5,
  snapThresholdPct: SNAP_THRESHOLD_PCT,
  aspectRatio: 16 / 9,
};

/** What a gesture works on, fixed when it starts (the document then is the gesture's base). */
export type Session =
  | { kind: 'drag'; items: MovingItem[]; targets: SnapTargets }
  | { kind: 'resize'; id: string; rect: Rect; handle: ResizeHandle; targets: SnapTargets }
  | { kind: 'rotate'; id: string; centre: Point; startAngle: number; startRotation: number };

/**
 * What a press means, with the type's flags applied: a handle the type does not offer (any handle
 * of a non-resizable type) and the rotate handle of an unmovable type are pressed as the item
 * itself; an id the document lacks is the canvas. Rotation is gated on `movable` because it
 * changes where the item sits on screen, as a move does.
 */
export function resolveTarget(
  scene: Scene,
  lookup: ItemTypeLookup,
  point: Point,
  given?: PointerTarget,
): PointerTarget {
  const hit = topItemAt(scene, point);
  const target: PointerTarget = given ?? (hit ? { kind: 'item', id: hit._id } : { kind: 'canvas' });
  if (target.kind === 'canvas') return target;
  const item = scene.sceneItems.find((candidate) => candidate._id === target.id);
  if (!item) return { kind: 'canvas' };
  const flags = itemFlags(lookup, item.item.type);
  if (target.kind === 'handle' && !flags.handles.includes(target.handle))
    return { kind: 'item', id: target.id };
  if (target.kind === 'rotate' && !flags.movable) return { kind: 'item', id: target.id };
  return target;
}

/**
 * A drag moves every selected movable item, if the pressed item is selected (shift-pressing a
 * selected item deselects it, and then there is nothing to drag). Null: no drag.
 */
export function dragSession(
  scene: Scene,
  selection: readonly string[],
  target: PointerTarget,
  lookup: ItemTypeLookup,
): Session | null {
  if (target.kind !== 'item' || !selection.includes(target.id)) return null;
  const selected = new Set(selection);
  const items = scene.sceneItems
    .filter((item) => selected.has(item._id) && itemFlags(lookup, item.item.type).movable)
    .map((item) => ({ id: item._id, rect: rectOf(item) }));
  if (items.length === 0) return null;
  const moving = new Set(items.map((item) => item.id));
  const still = scene.sceneItems.filter((item) => !moving.has(item._id)).map(rectOf);
  return { kind: 'drag', items, targets: snapTargets(still) };
}

/** A resize or rotation of the one item whose handle was pressed. */
export function handleSession(
  scene: Scene,
  target: PointerTarget,
  origin: Point,
  aspectRatio: number,
): Session | null {
  if (target.kind !== 'handle' && target.kind !== 'rotate') return null;
  const item = scene.sceneItems.find((candidate) => candidate._id === target.id);
  if (!item) return null;
  const rect = rectOf(item);
  if (target.kind === 'handle') {
    const still = scene.sceneItems.filter((other) => other._id !== item._id).map(rectOf);
    return {
      kind: 'resize',
      id: item._id,
      rect,
      handle: target.handle,
      targets: snapTargets(still),
    };
  }
  const centre = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
  const startAngle = pointerAngle(centre, origin, aspectRatio);
  return { kind: 'rotate', id: item._id, centre, startAngle, startRotation: item.rotation };
}

interface Tracked {
  patch?: GeometryPatch;
  guides?: Guides;
  rotation?: number;
  brush?: { rect: Rect; ids: string[] };
}

/**
 * Where the pointer is now, in gesture terms: the geometry to send, the guides to draw, the live
 * angle, or (no session: brushing) the marquee and the items it touches.
 */
export function trackPointer(
  session: Session | null,
  scene: Scene,
  origin: Point,
  point: Point,
  options: PointerOptions,
): Tracked {
  const delta = { x: point.x - origin.x, y: point.y - origin.y };
  const threshold = options.snapThresholdPct;
  if (session?.kind === 'drag') return dragGroup(session.items, delta, session.targets, threshold);
  if (session?.kind === 'resize')
    return resizeItem(session.id, session.rect, session.handle, delta, session.targets, threshold);
  if (session?.kind === 'rotate') {
    const angle = pointerAngle(session.centre, point, options.aspectRatio);
    const rotation = rotationPreview(session.startRotation, session.startAngle, angle);
    return { rotation, patch: { [session.id]: { rotation: nearestRotation(rotation) } } };
  }
  const rect = rectFromPoints(origin, point);
  return { brush: { rect, ids: itemsInRect(scene, rect) } };
}

export const pastThreshold = (origin: Point, point: Point, options: PointerOptions) =>
  Math.hypot(point.x - origin.x, point.y - origin.y) >= options.dragThresholdPct;
