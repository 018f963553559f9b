import type { BoxSize } from '../../render/boxSize.js';
import type { AiCameraImageSizing } from './model.js';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a frame is drawn in its box (CSS object-fit, centred): `contain` shows all of it inside
 * the box, `cover` fills the box and lets the edges fall outside it (negative left or top). A
 * frame whose size is not known yet is taken to fill the box.
 */
export function displayedFrame(
  box: BoxSize,
  frame: BoxSize | null,
  sizing: AiCameraImageSizing,
): Rect {
  if (!frame || frame.width <= 0 || frame.height <= 0) {
    return { left: 0, top: 0, width: box.width, height: box.height };
  }
  const scales = [box.width / frame.width, box.height / frame.height];
  const scale = sizing === 'cover' ? Math.max(...scales) : Math.min(...scales);
  const width = frame.width * scale;
  const height = frame.height * scale;
  return { left: (box.width - width) / 2, top: (box.height - height) / 2, width, height };
}

/**
 * A detection's box ([x, y, w, h] as fractions of the frame) in the item's box, clipped to what
 * is visible of the frame there; null when none of it is (cropped away by `cover`).
 */
export function detectionRect(
  fractions: readonly [number, number, number, number],
  frame: Rect,
  box: BoxSize,
): Rect | null {
  const [x, y, w, h] = fractions;
  const left = Math.max(frame.left + x * frame.width, 0, frame.left);
  const top = Math.max(frame.top + y * frame.height, 0, frame.top);
  const right = Math.min(frame.left + (x + w) * frame.width, box.width, frame.left + frame.width);
  const bottom = Math.min(frame.top + (y + h) * frame.height, box.height, frame.top + frame.height);
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}
