// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema, type Scene } from '../../model/index.js';
import type { PlayableFile } from '../../player/content.js';
import { SceneView } from '../../render/SceneView.js';
import { widgetCatalog, WidgetsContext } from '../../render/widgetDefinition.js';
import { menuBoardWidget } from './index.js';
import { menuFromServerMeals, type Menu } from '../menuBoards/menu.js';
import { MenuBoardWidget } from './render.js';

/** What the server hook gives; undefined until a test sets a menu (as the real hook does now). */
const served = vi.hoisted(() => ({ menu: undefined as Menu | undefined }));
vi.mock('./useMenuBoardData.js', () => ({ useMenuBoardData: () => served.menu }));

const staticBoardMeals = (
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../../fixtures/menu-board-widget/static-board.json'),
      'utf8',
    ),
  ) as { meals: unknown }
).meals;

afterEach(() => {
  cleanup();
  served.menu = undefined;
});

const sceneWith = (body: Record<string, unknown>): Scene =>
  sceneSchema.parse({
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

const file = (id: string, url: string) =>
  [id, { _id: id, name: id, mimetype: 'image/jpeg', url } as PlayableFile] as const;

function draw(body: Record<string, unknown>, files = new Map<string, PlayableFile>()) {
  const scene = sceneWith(body);
  const onReady = vi.fn();
  render(
    <MenuBoardWidget
      sceneItem={scene.sceneItems[0]!}
      scene={scene}
      files={files}
      onReady={onReady}
    />,
  );
  return { onReady };
}

const meals = (count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({
    title: `Meal ${i + 1}`,
    price: `${100 + i}`,
    ...extra,
  }));

const manual = (categories: unknown[], layout = 'classic', config: object = {}) => ({
  menuBoardSource: 'manual',
  layout,
  configsByLayout: { [layout]: { numberOfColumns: 4, ...config } },
  categories,
});

const shownMeals = () => screen.queryAllByTestId('menu-meal-title').map((t) => t.textContent);
const board = () => screen.getByTestId('menu-board');
/** The board's text as a viewer reads it (its stylesheet aside). */
const boardText = () =>
  Array.from(board().childNodes)
    .filter((node) => node.nodeName !== 'STYLE')
    .map((node) => node.textContent)
    .join('');
const css = (element: Element) => getComputedStyle(element);

describe('MenuBoardWidget: classic layout', () => {
  const titleSize = () => parseFloat(css(screen.getAllByTestId('menu-meal-title')[0]!).fontSize);
  const columns = () => Number(screen.getByTestId('menu-board-columns').dataset.columns);

  it('sets 2 meals on a 1920 × 1080 board in one column of large type', () => {
    draw(manual([{ title: 'Hlavní jídla', meals: meals(2) }]));
    expect(columns()).toBe(1);
    // The meal title's stored 28 px, more than doubled.
    expect(titleSize()).toBeGreaterThan(56);
    expect(shownMeals()).toHaveLength(2);
  });

  it('sets 30 meals in more columns of smaller type, every one of them shown', () => {
    const described = (count: number) =>
      meals(count, { description: 'Hovězí maso, smetanová omáčka, knedlík', allergens: '1, 3, 7' });
    draw(
      manual([
        { title: 'A', meals: described(15) },
        { title: 'B', meals: described(15) },
      ]),
    );
    expect(columns()).toBeGreaterThanOrEqual(3);
    // Well under the 2-meal board's more than 56 px.
    expect(titleSize()).toBeLessThan(40);
    expect(shownMeals()).toHaveLength(30);
  });

  it('keeps to the body’s number of columns', () => {
    draw(manual([{ title: 'A', meals: meals(30) }], 'classic', { numberOfColumns: 2 }));
    expect(columns()).toBe(2);
  });

  it('draws the soups first, as one more cell', () => {
    draw(
      manual([
        { title: 'Hlavní jídla', meals: meals(2) },
        { title: 'Polévky', meals: [{ title: 'Gulášová' }, { title: 'Česnečka' }] },
      ]),
    );
    const soups = screen.getByTestId('menu-soups');
    expect(
      within(soups)
        .getAllByTestId('menu-meal-title')
        .map((t) => t.textContent),
    ).toEqual(['Gulášová', 'Česnečka']);
    expect(shownMeals()).toEqual(['Gulášová', 'Česnečka', 'Meal 1', 'Meal 2']);
  });

  it('hides sold-out meals, a category of only sold-out meals and sold-out extras', () => {
    draw(
      manual([
        {
          title: 'Mains',
          meals: [
            {
              title: 'Kept',
              extras: [
                { title: 'Rice', price: '20' },
                { title: 'Fries', price: '30', isSoldOut: true },
              ],
            },
            { title: 'Gone', isSoldOut: true },
          ],
        },
        { title: 'Desserts', meals: [{ title: 'Cake', isSoldOut: true }] },
      ]),
    );
    expect(shownMeals()).toEqual(['Kept']);
    expect(screen.getAllByTestId('menu-category-title').map((t) => t.textContent)).toEqual([
      'Mains',
    ]);
    expect(screen.getAllByTestId('menu-meal-extra').map((e) => e.textContent)).toEqual([
      'Rice20\u00a0Kč',
    ]);
  });

  it('writes prices in Czech crowns, allergens when shown, and the placeholders', () => {
    draw(
      manual([
        { title: 'Mains', meals: [{ title: '', price: '129', allergens: '1, 7' }] },
        { title: '', meals: [] },
      ]),
    );
    expect(shownMeals()).toEqual(['Unnamed meal']);
    expect(screen.getByTestId('menu-meal-price').textContent).toBe('129\u00a0Kč');
    expect(screen.getByTestId('menu-meal-allergens').textContent).toBe('1, 7');
    expect(boardText()).toContain('No category');
    expect(boardText()).toContain('No meals available in this category');
    cleanup();
    draw(
      manual([{ title: 'Mains', meals: [{ title: 'A', allergens: '1' }] }], 'classic', {
        showAllergens: false,
        showCategories: false,
      }),
    );
    expect(screen.queryByTestId('menu-meal-allergens')).toBeNull();
    expect(screen.queryByTestId('menu-category-title')).toBeNull();
  });

  it('says so when the board has no categories', () => {
    draw(manual([]));
    expect(boardText()).toContain('No categories available for this menu board');
  });

  it('draws the title, the subtitle when switched on, and sizes by the font ratio', () => {
    draw(
      manual([{ title: 'A', meals: meals(1) }], 'classic', {
        title: 'Jídelní lístek',
        subtitle: 'Dnes',
        showSubtitle: true,
        fontSizeRatio: 0.25,
      }),
    );
    const title = screen.getByTestId('menu-board-title');
    expect(title.textContent).toBe('Jídelní lístek');
    // 72 reference px at twice the base ratio (5/40), reference scale 1 in jsdom.
    expect(css(title).fontSize).toBe('144px');
    expect(screen.getByTestId('menu-board-subtitle').textContent).toBe('Dnes');
  });

  it('draws meal images from the content’s files, else their own address, square', () => {
    draw(
      manual([
        {
          title: 'A',
          meals: [
            { title: 'Filed', image: { _id: 'f1', downloadUrls: ['https://old/1.jpg'] } },
            { title: 'Linked', image: { downloadUrls: ['https://cdn/2.jpg'] } },
            { title: 'None' },
          ],
        },
      ]),
      new Map([file('f1', 'https://media/f1.jpg')]),
    );
    const images = screen.getAllByTestId<HTMLImageElement>('menu-meal-image');
    expect(images.map((i) => i.src)).toEqual(['https://media/f1.jpg', 'https://cdn/2.jpg']);
    // Square, and sized with the meals' type (which the fit chose).
    expect(css(images[0]!).width).toBe(css(images[0]!).height);
    expect(parseFloat(css(images[0]!).width)).toBeGreaterThan(60);
  });
});

describe('MenuBoardWidget: gallery layout', () => {
  it.each([
    [3, 3, 1],
    [4, 2, 2],
    [5, 3, 2],
    [8, 4, 2],
    [9, 3, 3],
    [10, 4, 3],
  ])('lays %i meals on a %i × %i grid', (count, columns, rows) => {
    draw(manual([{ title: 'A', meals: meals(count) }], 'gallery'));
    const grid = screen.getByTestId('menu-board-grid');
    expect([grid.dataset.columns, grid.dataset.rows]).toEqual([String(columns), String(rows)]);
  });

  it('shows at most 12 meals (4 × 3)', () => {
    draw(manual([{ title: 'A', meals: meals(20) }], 'gallery'));
    expect(shownMeals()).toHaveLength(12);
  });

  it('puts the soups in a side panel beside the grid', () => {
    draw(
      manual(
        [
          { title: 'Soups', meals: [{ title: 'Tomato' }] },
          { title: 'Mains', meals: meals(4) },
        ],
        'gallery',
      ),
    );
    expect(screen.getByTestId('menu-soups').tagName).toBe('ASIDE');
    expect(screen.getByTestId('menu-board-grid').dataset.columns).toBe('2');
    expect(within(screen.getByTestId('menu-board-grid')).getAllByTestId('menu-meal')).toHaveLength(
      4,
    );
  });

  it('keeps sold-out meals there, greyed with the title struck through', () => {
    draw(
      manual(
        [{ title: 'A', meals: [{ title: 'Out', isSoldOut: true }, { title: 'In' }] }],
        'gallery',
      ),
    );
    const [out, kept] = screen.getAllByTestId('menu-meal');
    expect(css(out!).filter).toBe('grayscale(1)');
    expect(css(within(out!).getByTestId('menu-meal-title')).textDecoration).toBe('line-through');
    expect(css(kept!).filter).toBe('');
    expect(css(within(kept!).getByTestId('menu-meal-title')).textDecoration).toBe('none');
  });
});

describe('MenuBoardWidget: a daily or static board', () => {
  it('shows nothing but its background without the server’s board, and is ready', () => {
    const { onReady } = draw({ menuBoardSource: 'daily', categories: [{ title: 'ignored' }] });
    expect(onReady).toHaveBeenCalledOnce();
    expect(board().dataset.state).toBe('no-data');
    expect(boardText()).toBe('');
  });

  it('draws the server’s meals without the ones the store no longer sells, energy in kcal', () => {
    served.menu = menuFromServerMeals(staticBoardMeals, 'cs');
    draw({ menuBoardSource: 'static', menuBoardId: 'mb-static-1' });
    // The schnitzel is unavailable today: on the v2 board that is sold out, so classic drops it.
    expect(shownMeals()).toEqual([
      'Hovězí vývar s nudlemi',
      'Čočková polévka',
      'Svíčková na smetaně',
      'Unnamed meal',
      'Jablečný štrúdl',
    ]);
    for (const meal of screen.getAllByTestId('menu-meal'))
      expect(css(meal).filter).not.toBe('grayscale(1)');
    expect(screen.getAllByTestId('menu-meal-energy').map((e) => e.textContent)).toEqual([
      'Energie: 120 kcal',
      'Energie: 820 kcal',
    ]);
    expect(screen.getByTestId('menu-meal-nutrition').textContent).toBe(
      'Sacharidy 78Bílkoviny 41Tuky 36Cholest. (mg) 120',
    );
    expect(screen.getAllByTestId('menu-meal-price')[2]!.textContent).toBe('189\u00a0Kč');
  });
});

describe('a 40-meal board', () => {
  const fortyMeals = manual(
    [
      { title: 'Polévky', meals: meals(4, { description: 'Soup of the day', allergens: '1, 9' }) },
      ...Array.from({ length: 6 }, (_, c) => ({
        title: `Category ${c + 1}`,
        meals: meals(6, {
          description: 'Served with potatoes and salad',
          allergens: '1, 3, 7',
          extras: [{ title: 'Sauce', price: '15' }],
          image: { downloadUrls: ['https://cdn/meal.jpg'] },
        }),
      })),
    ],
    'classic',
  );

  // Its speed (first frame under 200 ms for 40 meals) is a benchmark's business, not a test's.
  it('draws every one of 40 meals in one pass, measuring nothing', () => {
    const { onReady } = draw(fortyMeals);
    expect(shownMeals()).toHaveLength(40);
    expect(screen.getAllByTestId('menu-meal-image')).toHaveLength(36);
    expect(onReady).toHaveBeenCalledOnce();
  });

  it('plays through SceneView: full screen, ready, neither movable nor resizable', () => {
    const onReady = vi.fn();
    render(
      <WidgetsContext.Provider value={widgetCatalog([menuBoardWidget])}>
        <SceneView
          scene={sceneWith(fortyMeals)}
          files={new Map()}
          mediaFit="contain"
          onReady={onReady}
        />
      </WidgetsContext.Provider>,
    );
    expect(onReady).toHaveBeenCalled();
    expect(shownMeals()).toHaveLength(40);
    expect(menuBoardWidget).toMatchObject({
      type: 'menu_board',
      label: 'Menu board',
      movable: false,
      resizable: false,
      handles: [],
    });
  });

  it('draws a damaged body with its defaults rather than failing', () => {
    const onReady = vi.fn();
    render(
      <WidgetsContext.Provider value={widgetCatalog([menuBoardWidget])}>
        <SceneView
          scene={sceneWith({ layout: 42, configsByLayout: 'x', categories: { a: 1 } })}
          files={new Map()}
          mediaFit="contain"
          onReady={onReady}
        />
      </WidgetsContext.Provider>,
    );
    expect(onReady).toHaveBeenCalled();
    expect(board().dataset.state).toBe('no-data');
  });
});
