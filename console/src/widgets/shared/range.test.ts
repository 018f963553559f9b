import { describe, expect, it } from 'vitest';
import { clampTyped, toRange } from './range';

const BORDER = { min: 0, max: 100, step: 5 };

describe('typed slider values', () => {
  it('clamps to the minimum and maximum', () => {
    expect(clampTyped('250', 0, BORDER)).toBe(100);
    expect(clampTyped('-3', 10, BORDER)).toBe(0);
  });

  it('snaps to the step and reads a decimal comma', () => {
    expect(clampTyped('17', 0, BORDER)).toBe(15);
    expect(clampTyped('0,33', 1, { min: 0.1, max: 1, step: 0.05 })).toBe(0.35);
  });

  it('keeps the previous value for text that is not a number', () => {
    expect(clampTyped('', 20, BORDER)).toBe(20);
    expect(clampTyped('wide', 20, BORDER)).toBe(20);
  });

  it('puts stored values outside the range back on it', () => {
    expect(toRange(400, { min: 0, max: 360, step: 1 })).toBe(360);
  });
});
