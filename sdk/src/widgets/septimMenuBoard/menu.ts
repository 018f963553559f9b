import { mealTitleOf } from '../menuBoards/layout.js';
import {
  groupedByCategory,
  mealImageOf,
  nutritionOf,
  type CategoryOf,
  type MenuMeal,
} from '../menuBoards/menu.js';
import { storeMealAsMenuMeal, type StoreMenuBoard } from '../menuBoards/storeMenu.js';
import type { SeptimManualMeal } from './model.js';

/**
 * The menu the v1 board draws, from the store's board or the item's manual meals: the shared
 * meal shape plus the store's pictograms, which only this board shows (as numbered badges).
 */
export type SeptimMeal = MenuMeal & { pictograms: number[] };
export type SeptimCategory = CategoryOf<SeptimMeal>;

export interface SeptimMenu {
  categories: SeptimCategory[];
}

/** A manual meal as the board draws it; the v1 body has no description and no extras. */
export function manualMealAsSeptimMeal(meal: SeptimManualMeal): SeptimMeal {
  return {
    title: mealTitleOf(meal.name),
    description: '',
    allergens: meal.allergens.join(', '),
    price: meal.price,
    isSoldOut: false,
    isUnavailable: !meal.isAvailable,
    image: mealImageOf(meal.fileId, meal.imageUrl),
    extras: [],
    energy: meal.energy,
    nutrition: nutritionOf(meal),
    pictograms: meal.pictograms,
  };
}

/** The item's manual meals as a menu, grouped by their category in the order they appear. */
export const septimMenuFromManualMeals = (meals: readonly SeptimManualMeal[]): SeptimMenu => ({
  categories: groupedByCategory(
    meals.map((meal) => ({ category: meal.category, meal: manualMealAsSeptimMeal(meal) })),
  ),
});

/** The store's board of the day as a menu, meal names in `language`, in the board's order. */
export const septimMenuFromStoreBoard = (board: StoreMenuBoard, language: string): SeptimMenu => ({
  categories: groupedByCategory(
    board.meals.map((meal) => ({
      category: meal.category,
      meal: { ...storeMealAsMenuMeal(meal, language), pictograms: meal.pictograms },
    })),
    board.categories,
  ),
});

/**
 * Sold-out meals are hidden, and so is a category left with none; unavailable meals stay,
 * drawn greyed with the title struck through.
 */
export function visibleSeptimMenu(menu: SeptimMenu): SeptimMenu {
  return {
    categories: menu.categories
      .map((category) => ({ ...category, meals: category.meals.filter((m) => !m.isSoldOut) }))
      .filter((category) => category.meals.length > 0),
  };
}

/** The classic grid's cells are the meals shown. */
export const septimMealCount = (menu: SeptimMenu): number =>
  menu.categories.reduce((sum, category) => sum + category.meals.length, 0);
