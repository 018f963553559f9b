import { GALLERY_MAX_MEALS, mealTitleOf } from '../menuBoard/layout.js';
import {
  chosenStoreBoard,
  storeMealName,
  type StoreMenuAnswer,
} from '../menuBoard/useStoreMenu.js';
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
  /** widgets.md §4: greyed with the name struck through. */
  unavailable: boolean;
  image: { fileId?: string; url?: string } | null;
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
      image: meal.fileId
        ? { fileId: meal.fileId, url: meal.imageUrl ?? undefined }
        : meal.imageUrl
          ? { url: meal.imageUrl }
          : null,
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
      price: meal.priceText ?? (typeof meal.price === 'number' ? String(meal.price) : ''),
      fromStore: true,
      energy: meal.energy ?? undefined,
      allergens: meal.allergens,
      unavailable: !meal.isAvailable,
      image: meal.imageUrl ? { url: meal.imageUrl } : null,
    }));
}
