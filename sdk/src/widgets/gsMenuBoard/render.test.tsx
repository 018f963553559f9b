// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { drawItem, fakeItemData, keep, serverDown } from '../../testing/feedWidgets.js';
import { GS_MENU_KEPT } from '../menuBoards/storeMenu.js';
import { GsMenuBoardWidget } from './render.js';
import {
  numberedMeals,
  storeAnswer,
  storeBoard,
  storeMeal,
} from '../menuBoards/testing/storeAnswers.js';

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const mealTitles = () => screen.queryAllByTestId('menu-meal-title').map((m) => m.textContent);
const columns = () =>
  screen.queryAllByTestId('gs-menu-board-column').map((column) =>
    within(column)
      .queryAllByTestId('menu-meal-title')
      .map((m) => m.textContent),
  );

function drawBoard(body: Record<string, unknown>, answer: () => unknown, store?: MemoryLocalState) {
  const { source, sent } = fakeItemData(() => ({ currentStoreMenu: answer() }), store);
  const view = drawItem(GsMenuBoardWidget, source, 'gs_menu_board', body, { w: 100 });
  return { ...view, sent };
}

describe('the store-specific board (GS)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 11, 30) });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each([
    // meals in the answer → meals per column, left to right (two per column, at most 8)
    [1, [1]],
    [2, [2]],
    [3, [2, 1]],
    [4, [2, 2]],
    [5, [2, 2, 1]],
    [7, [2, 2, 2, 1]],
    [8, [2, 2, 2, 2]],
    [11, [2, 2, 2, 2]],
  ])('draws %i meals two to a column: %j', async (count, perColumn) => {
    drawBoard({ storeId: '315' }, () => storeAnswer([storeBoard('b', numberedMeals(count))]));
    await settle();
    expect(columns().map((c) => c.length)).toEqual(perColumn);
    expect(columns().flat()).toEqual(numberedMeals(Math.min(count, 8)).map((meal) => meal.name));
  });

  it('asks the server for the GS store and shows the board title and serving hours', async () => {
    const { sent } = drawBoard({ storeId: ' 315 ' }, () =>
      storeAnswer([
        storeBoard('gs-b-501', [storeMeal('Guláš', { priceText: '139', allergens: [1, 7] })], {
          title: 'Obědové menu',
          availableFrom: '11:00',
          availableTo: '14:30',
        }),
      ]),
    );
    await settle();
    expect(sent).toEqual([
      { operation: 'ItemCurrentStoreMenu', variables: { source: 'GS', storeId: '315' } },
    ]);
    expect(screen.getByTestId('gs-menu-board-title').textContent).toBe('Obědové menu');
    expect(screen.getByTestId('gs-menu-board-hours').textContent).toBe('11:00–14:30');
    expect(screen.getByTestId('menu-meal-price').textContent).toBe('139\u00a0Kč');
    expect(screen.getByTestId('menu-meal-allergens').textContent).toBe('1, 7');
  });

  it('puts the item’s own title first and hides it when the title is switched off', async () => {
    const answer = () => storeAnswer([storeBoard('b', numberedMeals(1))]);
    const view = drawBoard({ storeId: '315', title: 'Dnes vaříme' }, answer);
    await settle();
    expect(screen.getByTestId('gs-menu-board-title').textContent).toBe('Dnes vaříme');
    view.redraw({ storeId: '315', title: 'Dnes vaříme', showTitle: false });
    expect(screen.queryByTestId('gs-menu-board-title')).toBeNull();
  });

  it('hides sold-out meals', async () => {
    drawBoard({ storeId: '315' }, () =>
      storeAnswer([
        storeBoard('b', [
          storeMeal('Guláš'),
          storeMeal('Svíčková', { isSoldOut: true }),
          storeMeal('Řízek'),
        ]),
      ]),
    );
    await settle();
    expect(mealTitles()).toEqual(['Guláš', 'Řízek']);
  });

  it('names meals in the item’s language, else in the store’s own words', async () => {
    const meals = [
      storeMeal('Polévka gulášová', {
        nameTranslations: [
          { languageCode: 'en', value: 'Goulash soup' },
          { languageCode: 'de', value: 'Gulaschsuppe' },
        ],
      }),
      storeMeal('Polévka čočková', {
        nameTranslations: [{ languageCode: 'en', value: 'Lentil soup' }],
      }),
    ];
    const view = drawBoard({ storeId: '315', languageCode: 'de' }, () =>
      storeAnswer([storeBoard('b', meals)]),
    );
    await settle();
    expect(mealTitles()).toEqual(['Gulaschsuppe', 'Polévka čočková']);
    view.redraw({ storeId: '315', languageCode: 'en' });
    expect(mealTitles()).toEqual(['Goulash soup', 'Lentil soup']);
  });

  it('shows the board a forced menu id names, and only the background when it is not there', async () => {
    const answer = () =>
      storeAnswer([
        storeBoard('lunch', [storeMeal('Guláš')], { title: 'Oběd' }),
        storeBoard('dinner', [storeMeal('Steak')], { title: 'Večeře' }),
      ]);
    const view = drawBoard({ storeId: '315' }, answer);
    await settle();
    expect(mealTitles()).toEqual(['Guláš']);
    view.redraw({ storeId: '315', forcedMenuId: 'dinner' });
    expect(screen.getByTestId('gs-menu-board-title').textContent).toBe('Večeře');
    expect(mealTitles()).toEqual(['Steak']);
    view.redraw({ storeId: '315', forcedMenuId: 'breakfast' });
    expect(screen.getByTestId('gs-menu-board').dataset.state).toBe('no-data');
    expect(mealTitles()).toEqual([]);
  });

  it('asks nothing and draws only the background without a store id', async () => {
    const { sent, onReady } = drawBoard({ storeId: '  ' }, () => storeAnswer([]));
    await settle();
    expect(sent).toEqual([]);
    expect(onReady).toHaveBeenCalled();
    expect(screen.getByTestId('gs-menu-board').dataset.state).toBe('no-data');
    expect(screen.queryByTestId('gs-menu-board-title')).toBeNull();
  });

  it('keeps showing the kept menu when the request fails', async () => {
    const store = new MemoryLocalState();
    await keep(
      store,
      'store-menu:GS:315',
      storeAnswer([storeBoard('b', [storeMeal('Guláš')])]),
      10 * 60_000,
    );
    const { sent } = drawBoard({ storeId: '315' }, serverDown, store);
    await settle();
    expect(sent).toHaveLength(1);
    expect(mealTitles()).toEqual(['Guláš']);
    await act(async () => vi.advanceTimersByTimeAsync(GS_MENU_KEPT.checkEveryMs));
    expect(mealTitles()).toEqual(['Guláš']);
  });

  it('follows the store within 20 s: a meal sold out since disappears', async () => {
    let soldOut = false;
    drawBoard({ storeId: '315' }, () =>
      storeAnswer([
        storeBoard('b', [storeMeal('Guláš', { isSoldOut: soldOut }), storeMeal('Řízek')]),
      ]),
    );
    await settle();
    expect(mealTitles()).toEqual(['Guláš', 'Řízek']);
    soldOut = true;
    await act(async () =>
      vi.advanceTimersByTimeAsync(GS_MENU_KEPT.ttlMs + GS_MENU_KEPT.checkEveryMs),
    );
    expect(mealTitles()).toEqual(['Řízek']);
  });
});
