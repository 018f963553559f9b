// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { drawItem, fakeItemData, keep, serverDown } from '../../testing/feedWidgets.js';
import { storeAnswer, storeBoard, storeMeal } from '../menuBoards/testing/storeAnswers.js';
import { newSeptimStoreMeal, septimBoardPrice, septimStoreBoardFileIds } from './model.js';
import { SeptimStoreBoardWidget } from './render.js';

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const names = () => screen.queryAllByTestId('septim-meal-name').map((m) => m.textContent);
const prices = () => screen.queryAllByTestId('septim-meal-price').map((m) => m.textContent);

function drawBoard(body: Record<string, unknown>, answer: () => unknown, store?: MemoryLocalState) {
  const { source, sent } = fakeItemData(() => ({ currentStoreMenu: answer() }), store);
  const view = drawItem(SeptimStoreBoardWidget, source, 'septim_store_menu_board', body);
  return { ...view, sent };
}

describe('the second store board (Septim)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 11, 30) });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the store’s meals with energy and the store price "N,-", sold-out ones hidden', async () => {
    const { sent } = drawBoard({ storeId: '1042' }, () =>
      storeAnswer([
        storeBoard('septim-1042', [
          storeMeal('Kuřecí řízek', { priceText: '149', energy: 640 }),
          storeMeal('Svíčková', { priceText: '169', isSoldOut: true }),
          storeMeal('Salát', { priceText: '99.5' }),
        ]),
      ]),
    );
    await settle();
    expect(sent).toEqual([
      { operation: 'ItemCurrentStoreMenu', variables: { source: 'SEPTIM', storeId: '1042' } },
    ]);
    expect(names()).toEqual(['Kuřecí řízek', 'Salát']);
    expect(prices()).toEqual(['149,-', '99,5,-']);
    expect(screen.getByTestId('septim-meal-energy').textContent).toBe('Energie: 640 kcal');
  });

  it('shows the item’s own meals with manual data, priced "N Kč", and asks nothing', async () => {
    const { sent } = drawBoard(
      {
        storeId: '1042',
        useManualData: true,
        meals: [
          { name: 'Palačinky', price: '89', category: 'Dezerty' },
          { name: 'Limonáda', price: 45, isAvailable: false },
        ],
      },
      () => storeAnswer([]),
    );
    await settle();
    expect(sent).toEqual([]);
    expect(names()).toEqual(['Palačinky', 'Limonáda']);
    expect(prices()).toEqual(['89 Kč', '45 Kč']);
    expect(screen.getByText('Dezerty').textContent).toBe('Dezerty');
  });

  it('asks nothing and draws only the background without a store id', async () => {
    const { sent } = drawBoard({ storeId: '' }, () => storeAnswer([]));
    await settle();
    expect(sent).toEqual([]);
    expect(screen.getByTestId('septim-store-board').dataset.state).toBe('no-data');
  });

  it('keeps showing the kept menu when the request fails', async () => {
    const store = new MemoryLocalState();
    await keep(
      store,
      'store-menu:SEPTIM:1042',
      storeAnswer([storeBoard('s', [storeMeal('Guláš')])]),
      10 * 60_000,
    );
    const { sent } = drawBoard({ storeId: '1042' }, serverDown, store);
    await settle();
    expect(sent).toHaveLength(1);
    expect(names()).toEqual(['Guláš']);
  });

  it.each([
    ['89', false, '89 Kč'],
    ['89', true, '89,-'],
    [89.9, true, '89,9,-'],
    ['', false, ''],
    [null, true, ''],
  ] as const)('price %j (from the store: %s) reads %j', (price, fromStore, shown) => {
    expect(septimBoardPrice(price, fromStore)).toBe(shown);
  });

  it('collects the manual meals’ pictures as the item’s files', () => {
    expect(
      septimStoreBoardFileIds({
        meals: [{ name: 'a', fileId: 'f1' }, { name: 'b' }, { name: 'c', fileId: 'f1' }],
      }),
    ).toEqual(['f1']);
    expect(newSeptimStoreMeal(1700000000000)).toMatchObject({
      _id: 'manual-1700000000000',
      name: 'New Meal',
      price: '0',
    });
  });
});
