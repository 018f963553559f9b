import { describe, expect, it } from 'vitest';
import { boardFit, flowsInto, type BoardFitInput, type FitMealTexts } from './boardFit.js';

/** A canteen meal's texts: a two-part title, a short description, allergens. */
const MEAL: FitMealTexts = { titleChars: 34, descriptionChars: 30, allergens: true };
const category = (meals: number) => Array.from({ length: meals }, () => MEAL);

// The room a 1920 × 1080 board leaves its meals under a title: 32 px padding, a 72 px title.
const screen = (blocks: number[], changes: Partial<BoardFitInput> = {}): BoardFitInput => ({
  blocks: blocks.map(category),
  width: 1856,
  height: 912,
  maxColumns: 4,
  keepBlocksWhole: false,
  blockTitles: true,
  fonts: { mealTitle: 28, description: 20, allergens: 16, category: 40 },
  ...changes,
});

describe('the board fit: columns and type by meals and box', () => {
  it('sets 2 meals in one column in large type', () => {
    const fit = boardFit(screen([2]));
    expect(fit).toMatchObject({ columns: 1, fits: true });
    expect(fit.scale).toBeGreaterThan(2);
  });

  it('sets 8 meals comfortably: in two columns, type above the stored size', () => {
    const fit = boardFit(screen([2, 6]));
    expect(fit).toMatchObject({ columns: 2, fits: true });
    expect(fit.scale).toBeGreaterThan(1);
    expect(fit.scale).toBeLessThan(boardFit(screen([2])).scale);
  });

  it('fits 30 meals in several columns of smaller type', () => {
    const fit = boardFit(screen([6, 12, 4, 8]));
    expect(fit.fits).toBe(true);
    expect(fit.columns).toBeGreaterThanOrEqual(3);
    expect(fit.scale).toBeLessThan(1);
    expect(fit.scale).toBeGreaterThanOrEqual(0.45);
  });

  it('sets more meals in smaller type (a meal more may open a column: a step, not a jump)', () => {
    const scales = Array.from({ length: 40 }, (_, i) => boardFit(screen([i + 1])).scale);
    expect(scales[1]!).toBeGreaterThan(scales[7]!);
    expect(scales[7]!).toBeGreaterThan(scales[29]!);
    for (let meals = 1; meals < 40; meals += 1) {
      expect(scales[meals]!).toBeLessThanOrEqual(scales[meals - 1]! * 1.1);
      if (meals >= 10) expect(scales[meals]!).toBeLessThanOrEqual(scales[meals - 10]!);
    }
  });

  it('keeps within the board’s maximum columns and scale', () => {
    expect(boardFit(screen([30], { maxColumns: 2 })).columns).toBeLessThanOrEqual(2);
    expect(boardFit(screen([1], { maxScale: 1.5 })).scale).toBe(1.5);
  });

  it('says when even the smallest type cannot hold the meals', () => {
    expect(boardFit(screen([200], { maxColumns: 1 }))).toMatchObject({ fits: false, scale: 0.45 });
  });

  it('gives a narrow portrait box no more columns than a wide one', () => {
    const wide = boardFit(screen([6, 6]));
    const tall = boardFit(screen([6, 6], { width: 1016, height: 1700 }));
    expect(tall.columns).toBeLessThanOrEqual(wide.columns);
  });
});

describe('meals flowing down columns, as the browser flows them', () => {
  const block = (meals: number[], whole: boolean) => ({ meals, title: 0, after: 0, whole });

  it('moves a whole category that does not fit a column’s rest to the next column', () => {
    // 3 + 3 + 2 meals of 10 px in two columns of 50: 3 | 3 + 2 whole, not in 40.
    const whole = [block([10, 10, 10], true), block([10, 10, 10], true), block([10, 10], true)];
    expect(flowsInto(whole, 2, 50)).toBe(true);
    expect(flowsInto(whole, 2, 40)).toBe(false);
  });

  it('breaks a category between meals when it may, filling each column', () => {
    const open = [block([10, 10, 10], false), block([10, 10, 10], false), block([10, 10], false)];
    expect(flowsInto(open, 2, 40)).toBe(true);
    expect(flowsInto(open, 2, 39)).toBe(false);
  });

  it('never leaves a category’s title alone at the foot of a column', () => {
    const titled = [block([10, 10, 10], false), { ...block([10, 10], false), title: 5 }];
    // 30 + 5 of title would fit 35, but the title goes with its first meal to the next column.
    expect(flowsInto(titled, 2, 35)).toBe(true);
    expect(flowsInto(titled, 1, 55)).toBe(true);
    expect(flowsInto(titled, 1, 54)).toBe(false);
  });
});
