// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { defaultBodyOf } from '../../render/widgetDefinition.js';
import { mealShowcaseWidget } from './index.js';
import { mealShowcaseFileIds } from './model.js';
import { MealShowcaseWidget } from './render.js';

afterEach(cleanup);

const meals = (count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({
    title: `Meal ${i + 1}`,
    price: `${100 + i}`,
    ...extra,
  }));

function draw(body: Record<string, unknown>, files = new Map<string, PlayableFile>()) {
  const scene = sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    sceneItems: [
      {
        _id: 'm',
        start: 0,
        end: 60,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type: 'meal_showcase', body },
      },
    ],
  });
  render(
    <MealShowcaseWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={files}
      onReady={() => undefined}
    />,
  );
}

const shownMeals = () => screen.queryAllByTestId('menu-meal-title').map((t) => t.textContent);
const grid = () => screen.getByTestId('meal-showcase-grid').dataset;

describe('MealShowcaseWidget', () => {
  it.each([
    [1, 1, 1],
    [2, 2, 1],
    [3, 3, 1],
    [4, 2, 2],
    [5, 3, 2],
    [6, 3, 2],
    [7, 4, 2],
    [8, 4, 2],
    [9, 3, 3],
    [10, 4, 3],
    [12, 4, 3],
  ])('lays %i meals on a %i × %i grid', (count, columns, rows) => {
    draw({ categories: [{ title: 'Hlavní jídla', meals: meals(count) }] });
    expect(grid()).toMatchObject({ columns: String(columns), rows: String(rows) });
    expect(shownMeals()).toHaveLength(count);
  });

  it('shows at most 12 meals, across categories, on a 4 × 3 grid', () => {
    draw({
      categories: [
        { title: 'A', meals: meals(8) },
        { title: 'B', meals: meals(8, { description: 'b' }) },
      ],
    });
    expect(grid()).toMatchObject({ columns: '4', rows: '3' });
    expect(shownMeals()).toHaveLength(12);
  });

  it('leaves sold-out meals out of the grid', () => {
    draw({
      categories: [
        {
          title: 'A',
          meals: [
            { title: 'Guláš', price: '129' },
            { title: 'Řízek', price: '149', isSoldOut: true },
            { title: 'Rizoto', price: '139' },
          ],
        },
      ],
    });
    expect(shownMeals()).toEqual(['Guláš', 'Rizoto']);
    expect(grid()).toMatchObject({ columns: '2', rows: '1' });
  });

  it('draws each card with its picture, title and price', () => {
    draw(
      {
        title: 'Dnes doporučujeme',
        categories: [
          {
            title: 'A',
            meals: [{ title: 'Guláš', price: '129', allergens: '1', image: { _id: 'f1' } }],
          },
        ],
      },
      new Map([['f1', { _id: 'f1', name: 'f1', mimetype: 'image/jpeg', url: '/f1.jpg' }]]),
    );
    expect(screen.getByTestId('meal-showcase-title').textContent).toBe('Dnes doporučujeme');
    expect(screen.getByTestId('menu-meal-price').textContent).toBe('129\u00a0Kč');
    expect(screen.getByTestId('menu-meal-image').getAttribute('src')).toBe('/f1.jpg');
    expect(screen.getByTestId('menu-meal-allergens').textContent).toBe('1');
  });

  it('hides pictures, allergens and the title when switched off', () => {
    draw({
      showTitle: false,
      showAllergens: false,
      showMealImage: false,
      categories: [
        {
          title: 'A',
          meals: [
            { title: 'Guláš', allergens: '1', image: { _id: 'f1', downloadUrls: ['/x.jpg'] } },
          ],
        },
      ],
    });
    expect(screen.queryByTestId('meal-showcase-title')).toBeNull();
    expect(screen.queryByTestId('menu-meal-allergens')).toBeNull();
    expect(screen.queryByTestId('menu-meal-image')).toBeNull();
  });

  it('is movable and resizable, and its fileIds are its meals’ images', () => {
    expect(mealShowcaseWidget).toMatchObject({
      type: 'meal_showcase',
      label: 'Meal showcase',
      movable: true,
      resizable: true,
    });
    expect(defaultBodyOf(mealShowcaseWidget)).toMatchObject({
      categories: [],
      showTitle: true,
      languageCode: 'cs',
    });
    expect(
      mealShowcaseFileIds({
        categories: [
          {
            title: 'A',
            meals: [{ image: { _id: 'f1' } }, { image: { _id: 'f2' } }, { image: null }],
          },
        ],
      }),
    ).toEqual(['f1', 'f2']);
  });
});
