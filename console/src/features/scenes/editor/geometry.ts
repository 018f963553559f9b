import type { Scene, SceneItem } from '@marquee/sdk/model';

/**
 * Percent geometry shared by the editor's actions and pointer tools. Every position and size is
 * in percent of the canvas (the model stores scene items that way), so 0..100 is the screen.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest width or height a resize may leave, so an item never vanishes under the pointer. */
export const MIN_SIZE_PCT = 1;

export const clamp = (value: number, min: number, max: number) =>
  Math.min(Math.max(value, min), max);

/**
 * Pointer maths produces values like 33.333333333; documents keep two decimals (0.01 % of a 4K
 * screen is well under a pixel), so what is saved reads cleanly and compares exactly.
 */
export const roundPct = (value: number) => Math.round(value * 100) / 100;

export const rectOf = (item: Pick<SceneItem, 'x' | 'y' | 'w' | 'h'>): Rect => ({
  x: item.x,
  y: item.y,
  w: item.w,
  h: item.h,
});

/** The keyboard/duplicate rule: a position such that position plus size stays within 0..100. */
export const clampPosition = (pos: number, size: number) => clamp(pos, 0, Math.max(0, 100 - size));

/** A rect from two corners in any order (a marquee drawn up-left is as good as down-right). */
export function rectFromPoints(a: Point, b: Point): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    w: Math.abs(a.x - b.x),
    h: Math.abs(a.y - b.y),
  };
}

/** Overlap with positive area, or touching for a zero-size marquee on an item. */
const intersects = (a: Rect, b: Rect) =>
  a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;

const containsPoint = (r: Rect, p: Point) =>
  p.x >= r.x && p.x <= r.x + r.w && p.y >= r.y && p.y <= r.y + r.h;

/** The bounding box of several rects (the group a multi-selection drag moves). */
export function boundsOf(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  const x = Math.min(...rects.map((r) => r.x));
  const y = Math.min(...rects.map((r) => r.y));
  const right = Math.max(...rects.map((r) => r.x + r.w));
  const bottom = Math.max(...rects.map((r) => r.y + r.h));
  return { x, y, w: right - x, h: bottom - y };
}

/**
 * The topmost item under a point: z-order is the order of sceneItems (later is on top). Rotation
 * is ignored (the box is hit as stored); the UI usually passes the pressed element instead.
 */
export function topItemAt(scene: Scene, point: Point): SceneItem | undefined {
  for (let i = scene.sceneItems.length - 1; i >= 0; i--) {
    const item = scene.sceneItems[i];
    if (item && containsPoint(rectOf(item), point)) return item;
  }
  return undefined;
}

/** Ids of the items a marquee touches, in z-order. */
export const itemsInRect = (scene: Scene, rect: Rect): string[] =>
  scene.sceneItems.filter((item) => intersects(rectOf(item), rect)).map((item) => item._id);
