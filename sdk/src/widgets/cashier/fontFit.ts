import { CASHIER_FONT_FIT } from './model.js';

export interface FontFitLimits {
  step: number;
  accuracy: number;
  maxSteps: number;
  minScale: number;
  maxScale: number;
}

/**
 * How much of its box a text takes at a scale: the larger of its height and width over the
 * box's (1: it just fits; above 1 it overflows).
 */
export type FillAt = (scale: number) => number;

// Steps of 0.01 would otherwise add binary noise (0.7000000000000001) to the scale.
const round = (scale: number) => Math.round(scale * 1000) / 1000;

/**
 * The display's font fit: from `start`, shrinks the scale by `step` while the text
 * overflows, or grows it while it fills less than 1 − accuracy of the box and the next step
 * still fits, for at most `maxSteps` steps. It never turns back: a text whose wrapping jumps
 * (a word moving to the next line) stops at the last scale that fits rather than oscillating.
 */
export function fitFontScale(
  fillAt: FillAt,
  start: number,
  limits: FontFitLimits = CASHIER_FONT_FIT,
): number {
  const { step, accuracy, maxSteps, minScale, maxScale } = limits;
  let scale = Math.min(maxScale, Math.max(minScale, start));
  let fill = fillAt(scale);
  for (let steps = 0; steps < maxSteps; steps++) {
    if (fill > 1) {
      if (scale <= minScale) break;
      scale = round(Math.max(minScale, scale - step));
      fill = fillAt(scale);
      continue;
    }
    if (fill >= 1 - accuracy || scale >= maxScale) break;
    const next = round(Math.min(maxScale, scale + step));
    const nextFill = fillAt(next);
    if (nextFill > 1) break;
    scale = next;
    fill = nextFill;
  }
  return scale;
}
