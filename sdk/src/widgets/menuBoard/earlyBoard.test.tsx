// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema } from '../../model/index.js';
import { readWidgetBody } from '../../render/widgetDefinition.js';
import { isEarlyMenuBoardBody } from './earlyModel.js';
import { menuBoardWidget } from './index.js';
import { menuFromServerMeals, type Menu } from '../menuBoards/menu.js';
import { MenuBoardWidget } from './render.js';

// The earlier variant: a body with isV2 false and no configsByLayout keeps
// its settings at the top level and draws the meals in the earlier column table.

const served = vi.hoisted(() => ({ menu: undefined as Menu | undefined }));
vi.mock('./useMenuBoardData.js', () => ({ useMenuBoardData: () => served.menu }));

afterEach(() => {
  cleanup();
  served.menu = undefined;
});

/** A day's board as the server gives it: `count` main meals, then the soups given. */
function serve(count: number, soups: string[] = [], extra: Record<string, unknown> = {}) {
  served.menu = menuFromServerMeals(
    [
      ...Array.from({ length: count }, (_, i) => ({
        name: { default: `Meal ${i + 1}` },
        category: { default: 'Hlavní jídla' },
        price: 100 + i,
        allergens: '1, 7',
        ...extra,
      })),
      ...soups.map((name) => ({
        name: { default: name },
        category: { default: 'Polévky' },
        price: 45,
        allergens: '9',
      })),
    ],
    'cs',
  );
}

function draw(settings: Record<string, unknown> = {}) {
  const body = {
    isV2: false,
    menuBoardSource: 'daily',
    menuBoardLocationId: 'loc-1',
    title: 'Jídelna',
    numberOfColumns: 4,
    ...settings,
  };
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
        item: { type: 'menu_board', body },
      },
    ],
  });
  render(
    <MenuBoardWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={new Map()}
      onReady={() => undefined}
    />,
  );
}

const mealTitles = () => screen.queryAllByTestId('menu-meal-title').map((t) => t.textContent);
const prices = () => screen.queryAllByTestId('menu-meal-price').map((t) => t.textContent);
const columns = () => screen.getByTestId('menu-board-grid').dataset.columns;
const stylesheet = () => screen.getByTestId('menu-board').querySelector('style')!.textContent;

describe('the earlier variant is told apart from a v2 body', () => {
  it('is a body with isV2 false and no per-layout settings, and stays one when read', () => {
    const early = { isV2: false, title: 'Jídelna', showPrices: false };
    expect(isEarlyMenuBoardBody(early)).toBe(true);
    expect(isEarlyMenuBoardBody({ isV2: false, configsByLayout: {} })).toBe(false);
    expect(isEarlyMenuBoardBody({})).toBe(false);
    const read = readWidgetBody(menuBoardWidget, early);
    expect(read).not.toHaveProperty('configsByLayout');
    expect(read).toMatchObject({ title: 'Jídelna', showPrices: false, showSoups: true });
    expect(isEarlyMenuBoardBody(read)).toBe(true);
  });

  it('reads a v2 body as before', () => {
    const read = readWidgetBody(menuBoardWidget, { layout: 'gallery' });
    expect(read).toMatchObject({ isV2: true, layout: 'gallery' });
    expect(read).toHaveProperty('configsByLayout.gallery.numberOfColumns', 3);
  });

  it('reads the defaults and limits', () => {
    const read = readWidgetBody(menuBoardWidget, {
      isV2: false,
      mealTitleRowsCount: 9,
      mealPadding: 7,
      offset: '0',
      limit: '4',
    });
    expect(read).toMatchObject({
      showPrices: true,
      showSoups: true,
      languageCode: 'cs',
      mealImageSizeFactor: 5,
      mealTitleRowsCount: 1,
      mealPadding: 3,
      outerPadding: 1,
      offset: undefined,
      limit: 4,
    });
    expect(readWidgetBody(menuBoardWidget, { isV2: false })).toMatchObject({
      mealTitleRowsCount: 3,
    });
  });
});

describe('MenuBoardWidget: the earlier variant', () => {
  it('draws the top-level title and every meal of the day', () => {
    serve(3);
    draw();
    expect(screen.getByTestId('menu-board').dataset.variant).toBe('early');
    expect(screen.getByTestId('menu-board-title').textContent).toBe('Jídelna');
    expect(mealTitles()).toEqual(['Meal 1', 'Meal 2', 'Meal 3']);
    expect(prices()).toEqual(['100\u00a0Kč', '101\u00a0Kč', '102\u00a0Kč']);
  });

  it('shows the meals after the offset, at most the limit', () => {
    serve(8);
    draw({ offset: 2, limit: 3 });
    expect(mealTitles()).toEqual(['Meal 3', 'Meal 4', 'Meal 5']);
  });

  it.each([
    [{ offset: 0, limit: 0 }, 5],
    [{ offset: '', limit: '' }, 5],
    [{ offset: 3 }, 2],
    [{ limit: 2 }, 2],
    [{ offset: 4, limit: 10 }, 1],
  ])('with %o shows %i of 5 meals', (settings, shown) => {
    serve(5);
    draw(settings);
    expect(mealTitles()).toHaveLength(shown);
  });

  it('hides every price when showPrices is off', () => {
    serve(2, ['Gulášová']);
    draw({ showPrices: false });
    expect(mealTitles()).toEqual(['Meal 1', 'Meal 2']);
    expect(screen.getByTestId('menu-soup-title').textContent).toBe('Gulášová');
    expect(prices()).toEqual([]);
    expect(screen.getByTestId('menu-board').textContent).not.toContain('Kč');
  });

  it('draws the soups as one block first, counted as one cell', () => {
    serve(3, ['Gulášová', 'Česnečka']);
    draw();
    const soups = screen.getByTestId('menu-soups');
    expect(within(soups).getByTestId('menu-soups-title').textContent).toBe('Polévky');
    expect(
      within(soups)
        .getAllByTestId('menu-soup-title')
        .map((t) => t.textContent),
    ).toEqual(['Gulášová', 'Česnečka']);
    expect(within(soups).getAllByTestId('menu-meal-price')[0]!.textContent).toBe('45\u00a0Kč');
    // 3 meals + the soups block: 4 cells, 2 columns.
    expect(columns()).toBe('2');
    expect(screen.getByTestId('menu-board-grid').firstElementChild).toBe(soups);
  });

  it('hides the soups block when showSoups is off, and counts it no more', () => {
    serve(3, ['Gulášová']);
    draw({ showSoups: false });
    expect(screen.queryByTestId('menu-soups')).toBeNull();
    expect(screen.getByTestId('menu-board').textContent).not.toContain('Gulášová');
    expect(columns()).toBe('3');
  });

  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
    [10, 4],
    [12, 4],
    // The table says 5 for more; the body's columns (at most 4) cap it.
    [13, 4],
  ])('lays %i cells in %i columns (the earlier table)', (cells, expected) => {
    serve(cells);
    draw();
    expect(columns()).toBe(String(expected));
  });

  it('keeps to the body’s number of columns', () => {
    serve(8);
    draw({ numberOfColumns: 2 });
    expect(columns()).toBe('2');
  });

  it('hides sold-out meals and unlisted allergens', () => {
    serve(2);
    served.menu!.categories[0]!.meals[0]!.isSoldOut = true;
    draw({ showAllergens: false });
    expect(mealTitles()).toEqual(['Meal 2']);
    expect(screen.queryByTestId('menu-meal-allergens')).toBeNull();
  });

  it.each([
    [undefined, 3],
    [2, 2],
    [5, 5],
    [0, 1],
    [7, 1],
  ])('clamps meal titles stored as %s rows to %i lines', (rows, lines) => {
    serve(1);
    draw({ mealTitleRowsCount: rows });
    expect(stylesheet()).toMatch(new RegExp(`\\.mb-meal-title\\{[^}]*-webkit-line-clamp:${lines}`));
  });

  it('scales the meal and the board padding', () => {
    serve(1);
    draw({ mealPadding: 2, outerPadding: 0.5 });
    // Reference scale 1 in jsdom: 12 px per meal padding unit, 32 per outer padding unit.
    expect(getComputedStyle(screen.getByTestId('menu-meal')).padding).toBe('24px');
    expect(screen.getByTestId('menu-board').style.padding).toBe('16px');
  });

  it('draws a legacy manual board of this variant from its own categories', () => {
    draw({
      menuBoardSource: 'manual',
      categories: [{ title: 'Dezerty', meals: [{ title: 'Bábovka', price: '49' }] }],
    });
    expect(mealTitles()).toEqual(['Bábovka']);
    expect(screen.getByTestId('menu-category-title').textContent).toBe('Dezerty');
  });

  it('draws only the background while there is no board', () => {
    draw();
    expect(screen.getByTestId('menu-board').dataset.state).toBe('no-data');
    expect(mealTitles()).toEqual([]);
  });
});
