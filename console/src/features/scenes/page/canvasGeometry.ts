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
