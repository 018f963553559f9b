// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { gradientBodySchema, gradientBands, normalizeGradient } from './model.js';
import { GradientWidget } from './render.js';

afterEach(cleanup);

const sceneWith = (body: Record<string, unknown>) =>
  sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      { _id: 'g', start: 0, end: 5, x: 0, y: 0, w: 50, h: 50, item: { type: 'gradient', body } },
    ],
  });

function drawn(body: Record<string, unknown>) {
  const scene = sceneWith(body);
  const onReady = vi.fn();
  render(
    <GradientWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={onReady}
    />,
  );
  return { css: screen.getByTestId('gradient-widget').style.backgroundImage, onReady };
}

/** The band colours as drawn: each band is one colour between two stops. */
const bandsOf = (css: string) => {
  const stops = [...css.matchAll(/(rgb\([^)]*\)|#[0-9a-f]+) ([\d.]+)%/gi)];
  return stops.filter((_, i) => i % 2 === 0).map((stop) => stop[1]);
};

describe('GradientWidget', () => {
  it('draws a new item as 2 colours in 5 solid bands at 25 degrees, and is ready at once', () => {
    const { css, onReady } = drawn({});
    expect(css).toMatch(/^linear-gradient\(25deg,/);
    const bands = bandsOf(css);
    expect(bands).toHaveLength(5);
    expect(bands[0]).toBe('rgb(245, 197, 24)');
    expect(bands[4]).toBe('rgb(228, 87, 46)');
    expect(new Set(bands).size).toBe(5);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('spreads three colours over the steps, the middle colour in the middle band', () => {
    const { css } = drawn({
      gradient: { colors: ['#ff0000', '#00ff00', '#0000ff'], steps: 3, angle: 90 },
    });
    expect(css).toMatch(/^linear-gradient\(90deg,/);
    expect(bandsOf(css)).toEqual(['rgb(255, 0, 0)', 'rgb(0, 255, 0)', 'rgb(0, 0, 255)']);
  });

  it('keeps stored values within the limits when drawing', () => {
    const { css } = drawn({ gradient: { colors: [], steps: 1, angle: 400 } });
    expect(css).toMatch(/^linear-gradient\(360deg,/);
    expect(bandsOf(css)).toHaveLength(2);
  });
});

describe('gradient definition', () => {
  it('gives a new body its defaults', () => {
    expect(gradientBodySchema.parse({})).toEqual({
      gradient: { colors: ['#f5c518', '#e4572e'], steps: 5, angle: 25 },
    });
  });

  it('interpolates band colours between neighbours, one colour giving a solid fill', () => {
    expect(gradientBands({ colors: ['#000000', '#ffffff'], steps: 3, angle: 0 })).toEqual([
      '#000000',
      '#808080',
      '#ffffff',
    ]);
    expect(gradientBands({ colors: ['#123456'], steps: 4, angle: 0 })).toEqual(
      Array(4).fill('#123456'),
    );
  });

  it('clamps the angle to 0..360, steps to at least 2, and keeps at least one colour', () => {
    expect(normalizeGradient({ colors: [], steps: 0, angle: -20 })).toEqual({
      colors: ['#f5c518', '#e4572e'],
      steps: 2,
      angle: 0,
    });
  });
});
