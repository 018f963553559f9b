// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { drawItem, fakeItemData, keep, serverDown } from '../../testing/feedWidgets.js';
import type { StoreMeal, StoreMenuAnswer, StoreMenuBoard } from '../menuBoards/storeMenu.js';
import { defaultWidgets } from '../index.js';
import { SEPTIM_MENU_BOARD_WIDGET_TYPE, type SeptimManualMeal } from './model.js';
import { SeptimMenuBoardWidget } from './render.js';

// The v1 board as a screen shows it: the Septim store's meals of the day through the server
// (currentStoreMenu, kept on the device) or the item's manual meals, grouped by category.

const TYPE = SEPTIM_MENU_BOARD_WIDGET_TYPE;

/** A store meal as the server's Septim adapter answers it (fixtures/pos/septim/1042.json). */
const storeMeal = (name: string, patch: Partial<StoreMeal> = {}): StoreMeal => ({
  id: name,
  name,
  category: 'Hlavní jídla',
  nameTranslations: [],
  description: null,
  type: 'main',
  allergens: [],
  price: null,
  priceText: '149',
  energy: null,
  carbs: null,
  proteins: null,
  fats: null,
  cholesterol: null,
  isAvailable: true,
  isSoldOut: false,
  imageUrl: null,
  pictograms: [],
  receiptId: null,
  septimId: null,
  ...patch,
});

const board = (id: string, meals: StoreMeal[], categories: string[] = []): StoreMenuBoard => ({
  id,
  menuDate: '2024-03-11',
  title: null,
  foodKindCode: null,
  availableFrom: null,
  availableTo: null,
  categories,
  meals,
});

const answerOf = (...boards: StoreMenuBoard[]): StoreMenuAnswer => ({
  warning: null,
  fetchedAt: '2024-03-11T09:00:00.000Z',
  boards,
});

const TODAY = answerOf(
  board(
    'menu-1042-lunch',
    [
      storeMeal('Polévka bramboračka', {
        category: 'Polévky',
        priceText: '35',
        allergens: [1, 9],
        pictograms: [2],
      }),
      storeMeal('Svíčková na smetaně, houskový knedlík', {
        allergens: [1, 3, 7, 9, 10],
        energy: 820,
        carbs: 78.4,
        proteins: 38.5,
        fats: 36.1,
        cholesterol: 145,
        nameTranslations: [{ languageCode: 'en', value: 'Beef sirloin in cream sauce' }],
      }),
      storeMeal('Smažený řízek, bramborový salát', { isAvailable: false, priceText: '159' }),
      storeMeal('Kuřecí rizoto', { isSoldOut: true }),
    ],
    ['Polévky', 'Hlavní jídla'],
  ),
  board('menu-1042-evening', [storeMeal('Tatarák', { category: 'Večer', priceText: '219' })]),
);

const manualMeal = (name: string, patch: Partial<SeptimManualMeal> = {}) => ({
  _id: `manual-${name.length}`,
  name,
  price: '99',
  allergens: [],
  pictograms: [],
  isAvailable: true,
  category: 'Speciality',
  ...patch,
});

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const mealTitles = () => screen.queryAllByTestId('menu-meal-title').map((m) => m.textContent);
const categoryTitles = () =>
  screen.queryAllByTestId('menu-category-title').map((m) => m.textContent);
const mealNamed = (title: string) =>
  screen.getAllByTestId('menu-meal').find((m) => m.textContent?.includes(title))!;

describe('menu board v1 (store system)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2024, 2, 11, 11, 30) });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is offered as a full-screen board that cannot be moved or resized', () => {
    const widget = defaultWidgets.find((w) => w.type === TYPE)!;
    expect(widget.label).toBe('Menu board from Septim');
    expect([widget.movable, widget.resizable, widget.handles]).toEqual([false, false, []]);
  });

  it('draws the store’s board of the day, asked of the server for the store id', async () => {
    const { source, sent } = fakeItemData(() => ({ currentStoreMenu: TODAY }));
    drawItem(SeptimMenuBoardWidget, source, TYPE, { storeId: ' 1042 ', title: 'Dnešní menu' });
    await settle();
    expect(sent).toEqual([
      { operation: 'ItemCurrentStoreMenu', variables: { source: 'SEPTIM', storeId: '1042' } },
    ]);
    expect(screen.getByTestId('menu-board-title').textContent).toBe('Dnešní menu');
    expect(categoryTitles()).toEqual(['Polévky', 'Hlavní jídla']);
    const svickova = mealNamed('Svíčková');
    expect(within(svickova).getByTestId('menu-meal-price').textContent).toBe('149\u00a0Kč');
    expect(within(svickova).getByTestId('menu-meal-energy').textContent).toBe('Energie: 820 kcal');
    expect(within(svickova).getByTestId('menu-meal-allergens').textContent).toBe('1, 3, 7, 9, 10');
    expect(within(svickova).getByTestId('menu-meal-nutrition').textContent).toBe(
      '78,4Sacharidy38,5Bílkoviny36,1Tuky145Cholest. (mg)',
    );
    const soup = mealNamed('Polévka bramboračka');
    expect(
      within(soup)
        .getAllByTestId('menu-meal-pictogram')
        .map((p) => p.textContent),
    ).toEqual(['2']);
    expect(within(soup).queryByTestId('menu-meal-nutrition')).toBeNull();
  });

  it('hides sold-out meals and greys unavailable ones with the title struck through', async () => {
    const { source } = fakeItemData(() => ({ currentStoreMenu: TODAY }));
    drawItem(SeptimMenuBoardWidget, source, TYPE, { storeId: '1042' });
    await settle();
    expect(mealTitles()).not.toContain('Kuřecí rizoto');
    const schnitzel = mealNamed('Smažený řízek');
    expect(getComputedStyle(schnitzel).filter).toBe('grayscale(1)');
    expect(getComputedStyle(within(schnitzel).getByTestId('menu-meal-title')).textDecoration).toBe(
      'line-through',
    );
    expect(getComputedStyle(mealNamed('Svíčková')).filter).not.toBe('grayscale(1)');
  });

  it('shows the forced menu and meal names in the board’s language', async () => {
    const { source } = fakeItemData(() => ({ currentStoreMenu: TODAY }));
    const { redraw } = drawItem(SeptimMenuBoardWidget, source, TYPE, {
      storeId: '1042',
      forcedMenuId: 'menu-1042-evening',
    });
    await settle();
    expect(mealTitles()).toEqual(['Tatarák']);
    redraw({ storeId: '1042', languageCode: 'en' });
    await settle();
    expect(mealTitles()).toContain('Beef sirloin in cream sauce');
  });

  it('shows nothing but its background without a store id, and asks nothing', async () => {
    const { source, sent } = fakeItemData(() => ({ currentStoreMenu: TODAY }));
    drawItem(SeptimMenuBoardWidget, source, TYPE, { storeId: '  ', backgroundColor: '#123456' });
    await settle();
    expect(sent).toEqual([]);
    const root = screen.getByTestId('septim-menu-board');
    expect(root.dataset.state).toBe('no-data');
    expect(root.style.background).toBe('rgb(18, 52, 86)');
    expect(screen.queryByTestId('menu-board-title')).toBeNull();
    expect(screen.queryAllByTestId('menu-meal')).toEqual([]);
  });

  it('shows nothing but its background until the server answers', async () => {
    const { source } = fakeItemData(() => new Promise(() => undefined));
    drawItem(SeptimMenuBoardWidget, source, TYPE, { storeId: '1042' });
    await settle();
    expect(screen.getByTestId('septim-menu-board').dataset.state).toBe('no-data');
    expect(screen.queryByTestId('menu-board-title')).toBeNull();
  });

  it('after a restart with no network, shows the menu kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'store-menu:SEPTIM:1042', TODAY, 10 * 60_000);
    const { source } = fakeItemData(serverDown, store);
    const { onReady } = drawItem(SeptimMenuBoardWidget, source, TYPE, { storeId: '1042' });
    await settle();
    expect(onReady).toHaveBeenCalled();
    expect(mealTitles()).toContain('Svíčková na smetaně, houskový knedlík');
    // The failed fetch does not clear what is shown.
    await act(async () => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(mealTitles()).toContain('Svíčková na smetaně, houskový knedlík');
  });

  it('draws the item’s manual meals without asking the store', async () => {
    const { source, sent } = fakeItemData(() => ({ currentStoreMenu: TODAY }));
    drawItem(SeptimMenuBoardWidget, source, TYPE, {
      storeId: '1042',
      useManualData: true,
      showAllergens: false,
      meals: [
        manualMeal('Lasagne', { allergens: [1, 7], energy: 640, pictograms: [4, 5] }),
        manualMeal('Tiramisu', { category: 'Dezerty', price: '65', isAvailable: false }),
        manualMeal('Minestrone', { imageUrl: 'https://cdn.example/minestrone.jpg' }),
      ],
    });
    await settle();
    expect(sent).toEqual([]);
    expect(categoryTitles()).toEqual(['Speciality', 'Dezerty']);
    expect(mealTitles()).toEqual(['Lasagne', 'Minestrone', 'Tiramisu']);
    const lasagne = mealNamed('Lasagne');
    expect(within(lasagne).getByTestId('menu-meal-price').textContent).toBe('99\u00a0Kč');
    expect(within(lasagne).getByTestId('menu-meal-energy').textContent).toBe('Energie: 640 kcal');
    // showAllergens is off.
    expect(within(lasagne).queryByTestId('menu-meal-allergens')).toBeNull();
    expect(
      within(lasagne)
        .getAllByTestId('menu-meal-pictogram')
        .map((p) => p.textContent),
    ).toEqual(['4', '5']);
    expect(
      within(mealNamed('Minestrone')).getByTestId<HTMLImageElement>('menu-meal-image').src,
    ).toBe('https://cdn.example/minestrone.jpg');
    expect(getComputedStyle(mealNamed('Tiramisu')).filter).toBe('grayscale(1)');
  });

  it.each([
    // meals shown, numberOfColumns → columns (the classic grid, capped by the body)
    [1, 3, 1],
    [2, 3, 1],
    [3, 3, 2],
    [4, 4, 2],
    [5, 3, 3],
    [6, 4, 3],
    [7, 4, 4],
    [9, 4, 4],
    [9, 2, 2],
    [12, 1, 1],
  ])('%i meals, at most %i columns: %i columns', async (count, max, columns) => {
    const { source } = fakeItemData(serverDown);
    drawItem(SeptimMenuBoardWidget, source, TYPE, {
      useManualData: true,
      numberOfColumns: max,
      meals: Array.from({ length: count }, (_, i) => manualMeal(`Meal ${i}`, { _id: `m-${i}` })),
    });
    await settle();
    expect(screen.getByTestId('menu-board-columns').dataset.columns).toBe(String(columns));
  });
});
