import type { Point } from '../editor';
import type { PreviewRotation } from './aspect';

/** The on-screen box of an element (getBoundingClientRect), which includes its rotation. */
interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a pointer is on the canvas, in percent of the scene (what the pointer tool takes). The
 * preview may be rotated as a screen mounted on its side is: the pointer's offset from the
 * frame's centre is turned back by the rotation, then measured against the frame's own
 * (unrotated) width and height. Points off the canvas give values outside 0..100, which the
 * tool's clamping handles.
 */
export function pointerPercent(
  client: Point,
  box: ScreenBox,
  frame: { width: number; height: number },
  rotation: PreviewRotation,
): Point {
  if (frame.width <= 0 || frame.height <= 0) return { x: 0, y: 0 };
  const dx = client.x - (box.left + box.width / 2);
  const dy = client.y - (box.top + box.height / 2);
  const angle = (-rotation * Math.PI) / 180;
  const ux = dx * Math.cos(angle) - dy * Math.sin(angle);
  const uy = dx * Math.sin(angle) + dy * Math.cos(angle);
  return { x: 50 + (ux / frame.width) * 100, y: 50 + (uy / frame.height) * 100 };
}

/** An item shows from its start up to (not including) its end, in scene seconds. */
export const showsAt = (item: { start: number; end: number }, timeMs: number) =>
  item.start * 1000 <= timeMs && timeMs < item.end * 1000;

/** How far each new item lands from the one before it, right and down, in percent. */
export const CASCADE_STEP_PCT = 5;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Places within 0..(100 − size) in steps, counted from 0: the index of `start`, and how many. */
function track(start: number, size: number) {
  const count = Math.floor(Math.max(0, 100 - size) / CASCADE_STEP_PCT) + 1;
  return { first: Math.round(start / CASCADE_STEP_PCT) % count, count };
}

/**
 * Where a new item goes so that it does not hide the last one: the editor's default box moved
 * right and down in 5 % steps to the first place where no item of the scene already sits,
 * wrapping to the top left edge when the box would leave the canvas. A box that fills the
 * screen stays where it is. When every place is taken, the count of items picks one, so the
 * next item still lands somewhere new.
 */
export function cascadePlace(base: Box, items: readonly Box[]): { x: number; y: number } {
  const across = track(base.x, base.w);
  const down = track(base.y, base.h);
  const places = Math.max(across.count, down.count);
  const place = (k: number) => ({
    x: ((across.first + k) % across.count) * CASCADE_STEP_PCT,
    y: ((down.first + k) % down.count) * CASCADE_STEP_PCT,
  });
  const taken = (p: { x: number; y: number }) =>
    items.some((item) => Math.abs(item.x - p.x) < 0.5 && Math.abs(item.y - p.y) < 0.5);
  for (let k = 0; k < places; k += 1) {
    const candidate = place(k);
    if (!taken(candidate)) return candidate;
  }
  return place(items.length % places);
}
