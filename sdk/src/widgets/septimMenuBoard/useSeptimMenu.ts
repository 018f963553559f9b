import { useMemo } from 'react';
import { chosenStoreBoard, SEPTIM_MENU_KEPT, useStoreMenu } from '../menuBoards/storeMenu.js';
import { septimMenuFromManualMeals, septimMenuFromStoreBoard, type SeptimMenu } from './menu.js';
import type { SeptimMenuBoardBody } from './model.js';

/**
 * What the v1 board draws: with manual data, the item's own meals; otherwise
 * the store's board of the day (the forced menu when one is named), kept on the device so it
 * shows without a network. Null while there is nothing to draw: no store id, no answer yet, or
 * no board that day.
 */
export function useSeptimMenu(body: SeptimMenuBoardBody): SeptimMenu | null {
  const { useManualData, storeId, forcedMenuId, languageCode, meals } = body;
  const { answer } = useStoreMenu({
    source: 'SEPTIM',
    storeId,
    skip: useManualData,
    kept: SEPTIM_MENU_KEPT,
  });
  return useMemo(() => {
    if (useManualData) return septimMenuFromManualMeals(meals);
    const board = chosenStoreBoard(answer, forcedMenuId);
    return board ? septimMenuFromStoreBoard(board, languageCode) : null;
  }, [useManualData, meals, answer, forcedMenuId, languageCode]);
}
