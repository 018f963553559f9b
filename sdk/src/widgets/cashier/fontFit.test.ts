import { describe, expect, it } from 'vitest';
import { fitFontScale, type FillAt } from './fontFit.js';
import { CASHIER_FONT_FIT } from './model.js';

/** A text whose size grows with the scale: at scale 1 it takes `fillAtOne` of the box. */
const proportional =
  (fillAtOne: number): FillAt =>
  (scale) =>
    scale * fillAtOne;

describe('fitFontScale: the font fit (step 0.01, accuracy 0.05, at most 100 steps)', () => {
  it.each([
    ['fits already, within the accuracy', proportional(0.97), 1, 1],
    ['overflows a little: shrinks until it fits', proportional(1.2), 1, 0.83],
    ['fills too little: grows until within the accuracy', proportional(0.5), 1, 1.9],
    ['grows no further than the last step that fits', (s: number) => (s > 1.5 ? 1.4 : 0.5), 1, 1.5],
    ['overflows far: stops after 100 steps, the next fit goes on', proportional(10), 2, 1],
    ['starts from the last fit', proportional(1.2), 0.9, 0.83],
  ])('%s', (_case, fillAt, start, fitted) => {
    expect(fitFontScale(fillAt, start)).toBe(fitted);
  });

  it('never takes more than 100 steps', () => {
    let measured = 0;
    fitFontScale((scale) => (measured++, scale * 100), 3);
    expect(measured).toBe(CASHIER_FONT_FIT.maxSteps + 1);
  });

  it('stops at the last scale that fits when a wrapping line jumps, never turning back', () => {
    // At 0.9 and below a word moves up a line: the text takes 0.6 of the box rather than 1.2.
    const wrapping: FillAt = (scale) => (scale > 0.9 ? 1.2 : 0.6);
    expect(fitFontScale(wrapping, 1)).toBe(0.9);
  });

  it('keeps the scale within its limits', () => {
    expect(fitFontScale(() => 5, CASHIER_FONT_FIT.minScale + 0.02)).toBe(CASHIER_FONT_FIT.minScale);
    expect(fitFontScale(() => 0, CASHIER_FONT_FIT.maxScale - 0.5)).toBe(CASHIER_FONT_FIT.maxScale);
    expect(fitFontScale(() => 0, 10)).toBe(CASHIER_FONT_FIT.maxScale);
  });
});
