import { STORE_BOARD_MAX_MEALS, storeBoardColumns } from '../menuBoard/layout.js';
import type { MenuMeal } from '../menuBoard/menu.js';
import { menuFromStoreBoard, type StoreMenuBoard } from '../menuBoard/useStoreMenu.js';

/**
 * The meals a store board shows: in the board's category order, sold-out ones left out
 * (widgets.md §4), at most 8 (§9).
 */
export function storeBoardMeals(board: StoreMenuBoard, language: string): MenuMeal[] {
  return menuFromStoreBoard(board, language)
    .categories.flatMap((category) => category.meals)
    .filter((meal) => !meal.isSoldOut)
    .slice(0, STORE_BOARD_MAX_MEALS);
}

/**
 * widgets.md §9 "two meals per column pair": each column holds two meals, one above the other,
 * filled left to right; the column count is storeBoardColumns of the meals shown.
 */
export function storeBoardColumnPairs<T>(meals: readonly T[]): T[][] {
  const shown = meals.slice(0, STORE_BOARD_MAX_MEALS);
  const columns = shown.length === 0 ? 0 : storeBoardColumns(shown.length);
  return Array.from({ length: columns }, (_, i) => shown.slice(2 * i, 2 * i + 2));
}
