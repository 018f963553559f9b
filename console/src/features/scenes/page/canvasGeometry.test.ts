import { describe, expect, it } from 'vitest';
import { cascadePlace } from './canvasGeometry';

const box = (x: number, y: number, w = 50, h = 50) => ({ x, y, w, h });
const half = box(25, 25);

describe('where a new item goes', () => {
  it('takes the default box while it is free, else steps 5 % right and down', () => {
    expect(cascadePlace(half, [])).toEqual({ x: 25, y: 25 });
    expect(cascadePlace(half, [box(25, 25)])).toEqual({ x: 30, y: 30 });
    expect(cascadePlace(half, [box(25, 25), box(30, 30)])).toEqual({ x: 35, y: 35 });
  });

  it('wraps to the top left edge instead of leaving the canvas', () => {
    const taken = [25, 30, 35, 40, 45, 50].map((p) => box(p, p));
    expect(cascadePlace(half, taken)).toEqual({ x: 0, y: 0 });
  });

  it('leaves a box that fills the screen where it is', () => {
    expect(cascadePlace(box(0, 0, 100, 100), [box(0, 0, 100, 100)])).toEqual({ x: 0, y: 0 });
  });

  it('goes on round the places by the count of items when every one is taken', () => {
    const everyPlace = Array.from({ length: 11 }, (_, k) => box(k * 5, k * 5));
    expect(cascadePlace(half, everyPlace)).toEqual({ x: 25, y: 25 });
    expect(cascadePlace(half, [...everyPlace, box(0, 50)])).toEqual({ x: 30, y: 30 });
  });
});
