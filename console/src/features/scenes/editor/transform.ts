import { ROTATIONS, type SceneItem } from '@marquee/sdk/model';
import type { GeometryPatch } from './actions';
import { boundsOf, clamp, MIN_SIZE_PCT, roundPct, type Point, type Rect } from './geometry';
import type { ResizeHandle } from './itemTypes';
import { edgesX, edgesY, linesHit, snapOffset, type Guides, type SnapTargets } from './snapping';

/**
 * The maths of pointer gestures, pure: from the geometry at the gesture's start and the pointer's
 * travel, the absolute geometry to show (a GeometryPatch) and the guides that apply.
 */

export interface MovingItem {
  id: string;
  rect: Rect;
}

interface GestureResult {
  patch: GeometryPatch;
  guides: Guides;
}

/**
 * Moves a group by the pointer's travel. The group's box snaps (left, centre or right; top,
 * middle or bottom) and is then clamped so every item stays within the canvas, which keeps the
 * items' relative placement (clamping each alone would squash the group against an edge).
 */
export function dragGroup(
  items: readonly MovingItem[],
  delta: Point,
  targets: SnapTargets,
  threshold: number,
): GestureResult {
  const box = boundsOf(items.map((item) => item.rect));
  if (!box) return { patch: {}, guides: { x: [], y: [] } };
  let dx = delta.x + snapOffset(edgesX({ ...box, x: box.x + delta.x }), targets.x, threshold);
  let dy = delta.y + snapOffset(edgesY({ ...box, y: box.y + delta.y }), targets.y, threshold);
  dx = clamp(dx, -box.x, 100 - box.x - box.w);
  dy = clamp(dy, -box.y, 100 - box.y - box.h);
  const patch: Record<string, { x: number; y: number }> = {};
  for (const { id, rect } of items)
    patch[id] = { x: roundPct(rect.x + dx), y: roundPct(rect.y + dy) };
  const moved = { ...box, x: box.x + dx, y: box.y + dy };
  return {
    patch,
    guides: { x: linesHit(edgesX(moved), targets.x), y: linesHit(edgesY(moved), targets.y) },
  };
}

/**
 * Resizes one item by a handle: only the edges the handle names move, each snapping on its own,
 * and the result keeps w, h ≥ 1 % and stays within the canvas.
 */
export function resizeItem(
  id: string,
  rect: Rect,
  handle: ResizeHandle,
  delta: Point,
  targets: SnapTargets,
  threshold: number,
): GestureResult {
  let left = rect.x;
  let right = rect.x + rect.w;
  let top = rect.y;
  let bottom = rect.y + rect.h;
  const snapped = (value: number, lines: readonly number[]) =>
    value + snapOffset([value], lines, threshold);
  const guides: Guides = { x: [], y: [] };
  if (handle.includes('w')) {
    left = clamp(snapped(left + delta.x, targets.x), 0, right - MIN_SIZE_PCT);
    guides.x.push(...linesHit([left], targets.x));
  }
  if (handle.includes('e')) {
    right = clamp(snapped(right + delta.x, targets.x), left + MIN_SIZE_PCT, 100);
    guides.x.push(...linesHit([right], targets.x));
  }
  if (handle.includes('n')) {
    top = clamp(snapped(top + delta.y, targets.y), 0, bottom - MIN_SIZE_PCT);
    guides.y.push(...linesHit([top], targets.y));
  }
  if (handle.includes('s')) {
    bottom = clamp(snapped(bottom + delta.y, targets.y), top + MIN_SIZE_PCT, 100);
    guides.y.push(...linesHit([bottom], targets.y));
  }
  const x = roundPct(left);
  const y = roundPct(top);
  return {
    patch: { [id]: { x, y, w: roundPct(right - left), h: roundPct(bottom - top) } },
    guides,
  };
}

/** While rotating, the angle snaps to 15° steps, the usual step of design tools. */
const ROTATION_STEP_DEG = 15;

/**
 * The pointer's angle around a centre, in degrees on the screen. Percent units are not square on
 * a 16:9 canvas, so x is scaled by the aspect ratio first, or 45° would not look like 45°.
 */
export function pointerAngle(centre: Point, point: Point, aspectRatio: number): number {
  return (Math.atan2(point.y - centre.y, (point.x - centre.x) * aspectRatio) * 180) / Math.PI;
}

const normalise = (deg: number) => ((deg % 360) + 360) % 360;

/** The live rotation: start rotation plus the pointer's turn, snapped to 15°, in 0..345. */
export function rotationPreview(startRotation: number, startAngle: number, angle: number): number {
  const turned = startRotation + angle - startAngle;
  return normalise(Math.round(turned / ROTATION_STEP_DEG) * ROTATION_STEP_DEG);
}

type Rotation = SceneItem['rotation'];

/**
 * The model stores only quarter turns (sceneItemSchema.rotation is one of ROTATIONS: 0, 90, 180,
 * 270), so a rotation lands on the nearest of those; 350° is nearest to 0°, not 270°.
 */
export function nearestRotation(deg: number): Rotation {
  const d = normalise(deg);
  let best: Rotation = 0;
  let bestDistance = Infinity;
  for (const r of ROTATIONS) {
    const raw = Math.abs(d - r);
    const distance = Math.min(raw, 360 - raw);
    if (distance < bestDistance) {
      best = r;
      bestDistance = distance;
    }
  }
  return best;
}
