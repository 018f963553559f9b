import { STORE_BOARD_MAX_MEALS, storeBoardColumns } from '../menuBoards/layout.js';
import type { MenuMeal } from '../menuBoards/menu.js';
import { menuFromStoreBoard, type StoreMenuBoard } from '../menuBoards/storeMenu.js';

/**
 * The meals a store board shows: in the board's category order, sold-out ones left out, at
 * most 8.
 */
export function storeBoardMeals(board: StoreMenuBoard, language: string): MenuMeal[] {
  return menuFromStoreBoard(board, language)
    .categories.flatMap((category) => category.meals)
    .filter((meal) => !meal.isSoldOut)
    .slice(0, STORE_BOARD_MAX_MEALS);
}

/**
 * Two meals per column: each column holds two meals, one above the other, filled left to
 * right; the column count is storeBoardColumns of the meals shown.
 */
export function storeBoardColumnPairs<T>(meals: readonly T[]): T[][] {
  const shown = meals.slice(0, STORE_BOARD_MAX_MEALS);
  const columns = shown.length === 0 ? 0 : storeBoardColumns(shown.length);
  return Array.from({ length: columns }, (_, i) => shown.slice(2 * i, 2 * i + 2));
}
