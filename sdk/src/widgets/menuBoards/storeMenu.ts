import { useMemo } from 'react';
import type { JsonValue } from '../../host/index.js';
import {
  ItemCurrentStoreMenuDocument,
  type ItemStoreMenuAnswerFragment,
  type PosSource,
} from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData } from '../../render/keptData.js';
import { mealTitleOf } from './layout.js';
import { groupedByCategory, mealImageOf, nutritionOf, type Menu, type MenuMeal } from './menu.js';

export type StoreMenuAnswer = ItemStoreMenuAnswerFragment;
export type StoreMenuBoard = StoreMenuAnswer['boards'][number];
export type StoreMeal = StoreMenuBoard['meals'][number];
export type { PosSource };

/** The v1 board's store menus are kept 120 s, looked at every 60 s. */
export const SEPTIM_MENU_KEPT = { ttlMs: 120_000, checkEveryMs: 60_000 } as const;
/** The store-specific board's menus are kept 20 s, looked at every 10 s. */
export const GS_MENU_KEPT = { ttlMs: 20_000, checkEveryMs: 10_000 } as const;

export interface StoreMenuOptions {
  source: PosSource;
  /** An empty store id fetches nothing. */
  storeId: string;
  /** No fetch at all (e.g. the v1 board's manual data). */
  skip?: boolean;
  kept: { ttlMs: number; checkEveryMs: number };
}

export interface StoreMenuState {
  /** Today's answer: kept on the device, so it shows while the network is gone. */
  answer: StoreMenuAnswer | undefined;
  /** The last fetch's failure ("Error loading menu data: {error}" in editors). */
  error: Error | null;
  loading: boolean;
}

const isAnswer = (kept: JsonValue): boolean =>
  !!kept && typeof kept === 'object' && !Array.isArray(kept) && Array.isArray(kept.boards);

/**
 * Today's menus of a store through the server (which guards and caches the vendor call), kept
 * on the device like every data item's answer and fetched again once older than `kept.ttlMs`.
 */
export function useStoreMenu({ source, storeId, skip, kept }: StoreMenuOptions): StoreMenuState {
  const data = useItemData();
  const id = storeId.trim();
  const {
    data: answer,
    error,
    loading,
  } = useKeptData<JsonValue>({
    key: skip || id === '' ? null : `store-menu:${source}:${id}`,
    load: async () => {
      const { currentStoreMenu } = await data.request(ItemCurrentStoreMenuDocument, {
        source,
        storeId: id,
      });
      return currentStoreMenu;
    },
    ttlMs: kept.ttlMs,
    checkEveryMs: kept.checkEveryMs,
    parse: (value) => (isAnswer(value) ? value : undefined),
  });
  return { answer: answer as unknown as StoreMenuAnswer | undefined, error, loading };
}

/** The board a `forcedMenuId` names, else the first of the day; null when there is none. */
export function chosenStoreBoard(
  answer: StoreMenuAnswer | undefined,
  forcedMenuId?: string | null,
): StoreMenuBoard | null {
  const boards = answer?.boards ?? [];
  const forced = forcedMenuId?.trim();
  if (forced) return boards.find((board) => board.id === forced) ?? null;
  return boards[0] ?? null;
}

/** A store meal's name in `language`, else its own name. */
export function storeMealName(meal: StoreMeal, language: string): string {
  const translated = meal.nameTranslations.find(
    (t) => t.languageCode === language && t.value.trim(),
  );
  return mealTitleOf(translated?.value ?? meal.name);
}

/** A store meal as the boards draw meals (names in `language`, price as the store wrote it). */
export function storeMealAsMenuMeal(meal: StoreMeal, language: string): MenuMeal {
  return {
    title: storeMealName(meal, language),
    description: meal.description ?? '',
    allergens: meal.allergens.join(', '),
    price: storePriceOf(meal),
    isSoldOut: meal.isSoldOut,
    isUnavailable: !meal.isAvailable,
    image: mealImageOf(null, meal.imageUrl),
    extras: [],
    energy: meal.energy ?? undefined,
    nutrition: nutritionOf(meal),
  };
}

/** A store meal's price as the store wrote it, else its number; none is empty. */
export const storePriceOf = (meal: StoreMeal): string =>
  meal.priceText ?? (typeof meal.price === 'number' ? String(meal.price) : '');

/**
 * A store board as a menu: its categories in the board's order (meals of a category the board
 * does not list come after, under their own name), meals in their own order.
 */
export const menuFromStoreBoard = (board: StoreMenuBoard, language: string): Menu => ({
  categories: groupedByCategory(
    board.meals.map((meal) => ({
      category: meal.category,
      meal: storeMealAsMenuMeal(meal, language),
    })),
    board.categories,
  ),
});

/** The menu of the chosen board, memoised on what it depends on. */
export function useStoreBoardMenu(
  answer: StoreMenuAnswer | undefined,
  forcedMenuId: string | null | undefined,
  language: string,
): { board: StoreMenuBoard | null; menu: Menu | null } {
  return useMemo(() => {
    const board = chosenStoreBoard(answer, forcedMenuId);
    return { board, menu: board ? menuFromStoreBoard(board, language) : null };
  }, [answer, forcedMenuId, language]);
}
