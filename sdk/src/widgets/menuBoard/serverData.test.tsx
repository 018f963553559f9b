// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLocalState } from '../../host/localState.js';
import { drawItem, fakeItemData, keep, serverDown } from '../../testing/feedWidgets.js';
import { MenuBoardWidget } from './render.js';
import { MENU_BOARD_CHECK_MS, MENU_BOARD_KEPT_MS, localDateOf } from './useMenuBoardData.js';

// A daily or static board's menu comes from the server (menuBoardForDay, menuBoard), is kept on
// the screen (shown after a restart and with no network) and follows the server within 120 s.

const recordedBoard = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../../../fixtures/menu-board-widget/static-board.json'),
    'utf8',
  ),
) as { meals: { _id: string; name: { default: string }; isSoldOut?: boolean }[] };

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const mealTitles = () => screen.queryAllByTestId('menu-meal').map((m) => m.textContent ?? '');

describe('a menu board from the server', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 11, 30) });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the location’s board of the screen’s own day', async () => {
    const { source, sent } = fakeItemData(() => ({ menuBoardForDay: recordedBoard }));
    drawItem(MenuBoardWidget, source, 'menu_board', {
      menuBoardSource: 'daily',
      menuBoardLocationId: 'loc-1',
    });
    await settle();
    expect(sent).toEqual([
      {
        operation: 'ItemMenuBoardForDay',
        variables: { locationId: 'loc-1', menuDate: '2026-11-25' },
      },
    ]);
    expect(mealTitles().join(' ')).toContain('Svíčková na smetaně');
  });

  it('hides a meal the server marks sold out, once the kept board is 120 s old', async () => {
    let board = recordedBoard;
    const { source } = fakeItemData(() => ({ menuBoard: board }));
    drawItem(MenuBoardWidget, source, 'menu_board', {
      menuBoardSource: 'static',
      menuBoardId: 'mb-static-1',
      layout: 'classic',
    });
    await settle();
    expect(mealTitles().join(' ')).toContain('Svíčková na smetaně');
    board = {
      ...recordedBoard,
      meals: recordedBoard.meals.map((meal) =>
        meal.name.default.startsWith('Svíčková') ? { ...meal, isSoldOut: true } : meal,
      ),
    };
    await act(async () => vi.advanceTimersByTimeAsync(MENU_BOARD_CHECK_MS));
    expect(mealTitles().join(' ')).toContain('Svíčková na smetaně');
    await act(async () => vi.advanceTimersByTimeAsync(MENU_BOARD_KEPT_MS));
    expect(mealTitles().join(' ')).not.toContain('Svíčková na smetaně');
  });

  it('after a restart with no network, shows the board kept from before', async () => {
    const store = new MemoryLocalState();
    await keep(store, 'menu-board:mb-static-1', recordedBoard, 10 * 60_000);
    const { source } = fakeItemData(serverDown, store);
    const { onReady } = drawItem(MenuBoardWidget, source, 'menu_board', {
      menuBoardSource: 'static',
      menuBoardId: 'mb-static-1',
    });
    await settle();
    expect(onReady).toHaveBeenCalled();
    expect(mealTitles().join(' ')).toContain('Svíčková na smetaně');
  });

  it('dates a daily board by the device’s local calendar', () => {
    expect(localDateOf(new Date(2026, 0, 1, 0, 5).getTime())).toBe('2026-01-01');
    expect(localDateOf(new Date(2025, 11, 31, 23, 55).getTime())).toBe('2025-12-31');
  });
});
