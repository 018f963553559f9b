// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { rectangleBodySchema } from './model.js';
import { RectangleWidget } from './render.js';

/**
 * jsdom does no layout: the item's box is given a size, 400 × 200 px, for an item 800 px wide on
 * the 1920 px reference screen: a screen drawn at half the reference size.
 */
const HALF_SIZE_W = (800 / 1920) * 100;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function drawn(body: Record<string, unknown>) {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      {
        _id: 'r',
        start: 0,
        end: 5,
        x: 0,
        y: 0,
        w: HALF_SIZE_W,
        h: 20,
        item: { type: 'rectangle', body },
      },
    ],
  });
  const onReady = vi.fn();
  render(
    <RectangleWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={onReady}
    />,
  );
  return { style: screen.getByTestId('rectangle-widget').style, onReady };
}

describe('RectangleWidget', () => {
  it('draws a new rectangle as a yellow fill without border or rounding, ready at once', () => {
    const { style, onReady } = drawn({});
    expect(style.backgroundColor).toBe('rgb(245, 197, 24)');
    expect(style.backgroundImage).toBe('');
    expect(style.borderStyle).toBe('');
    expect(parseFloat(style.borderRadius || '0')).toBe(0);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('draws its border in reference pixels and rounds corners by a share of the shorter side', () => {
    const { style } = drawn({ borderWidth: 15, borderColor: '#0000ff', borderRadius: 50 });
    // 15 px of the reference screen on a screen half its size.
    expect(style.border).toBe('7.5px solid rgb(0, 0, 255)');
    // 50 % of the 200 px side: the short ends become half circles.
    expect(style.borderRadius).toBe('100px');
  });

  it('caps stored values at the limits (border 100, radius 50)', () => {
    const { style } = drawn({ borderWidth: 300, borderRadius: 80 });
    expect(style.borderWidth).toBe('50px');
    expect(style.borderRadius).toBe('100px');
  });

  it('fills with the gradient definition when the background type is GRADIENT', () => {
    const { style } = drawn({
      backgroundType: 'GRADIENT',
      gradient: { colors: ['#ff0000', '#0000ff'], steps: 2, angle: 45 },
    });
    expect(style.backgroundColor).toBe('');
    expect(style.backgroundImage).toMatch(/^linear-gradient\(45deg, rgb\(255, 0, 0\) 0%/);
  });

  it("gives a new body the defaults, with the gradient item's own default gradient", () => {
    expect(rectangleBodySchema.parse({})).toEqual({
      backgroundType: 'FILL',
      backgroundColor: '#f5c518',
      borderColor: '#000000',
      borderWidth: 0,
      borderRadius: 0,
      gradient: { colors: ['#f5c518', '#e4572e'], steps: 5, angle: 25 },
    });
  });
});
