import { GALLERY_MAX_MEALS, mealTitleOf } from '../menuBoards/layout.js';
import { mealImageOf, type MenuMeal } from '../menuBoards/menu.js';
import {
  chosenStoreBoard,
  storeMealName,
  storePriceOf,
  type StoreMenuAnswer,
} from '../menuBoards/storeMenu.js';
import type { SeptimStoreBoardBody } from './model.js';

/** One card of the second store board, whichever source it came from. */
export interface SeptimBoardCard {
  name: string;
  category: string;
  /** As typed or as the store wrote it; formatted by septimBoardPrice. */
  price: string;
  /** True when the price is the store system's own (shown "N,-"). */
  fromStore: boolean;
  energy?: number;
  allergens: number[];
  /** Greyed with the name struck through. */
  unavailable: boolean;
  image: MenuMeal['image'];
}

/**
 * The cards the board draws: the item's meals with manual data, else the store's board of the
 * day. Sold-out store meals are left out; at most a gallery's 12.
 */
export function septimBoardCards(
  body: SeptimStoreBoardBody,
  answer: StoreMenuAnswer | undefined,
): SeptimBoardCard[] | null {
  if (body.useManualData) {
    return body.meals.slice(0, GALLERY_MAX_MEALS).map((meal) => ({
      name: mealTitleOf(meal.name),
      category: meal.category?.trim() ?? '',
      price: meal.price,
      fromStore: false,
      energy: meal.energy ?? undefined,
      allergens: meal.allergens,
      unavailable: !meal.isAvailable,
      image: mealImageOf(meal.fileId, meal.imageUrl),
    }));
  }
  const board = chosenStoreBoard(answer);
  if (!board) return null;
  return board.meals
    .filter((meal) => !meal.isSoldOut)
    .slice(0, GALLERY_MAX_MEALS)
    .map((meal) => ({
      name: storeMealName(meal, body.languageCode),
      category: meal.category?.trim() ?? '',
      price: storePriceOf(meal),
      fromStore: true,
      energy: meal.energy ?? undefined,
      allergens: meal.allergens,
      unavailable: !meal.isAvailable,
      image: mealImageOf(null, meal.imageUrl),
    }));
}
