import { categoryTitleOf, mealTitleOf } from '../menuBoard/layout.js';
import type { MenuMeal } from '../menuBoard/menu.js';
import { storeMealAsMenuMeal, type StoreMenuBoard } from '../menuBoard/useStoreMenu.js';
import type { SeptimManualMeal } from './model.js';

/**
 * The menu the v1 board draws, from the store's board or the item's manual meals: the shared
 * meal shape plus the store's pictograms, which only this board shows (as numbered badges).
 */
export type SeptimMeal = MenuMeal & { pictograms: number[] };

export interface SeptimCategory {
  title: string;
  meals: SeptimMeal[];
}

export interface SeptimMenu {
  categories: SeptimCategory[];
}

const NUTRITION_FIELDS = ['carbs', 'proteins', 'fats', 'cholesterol'] as const;

/** A manual meal as the board draws it; the v1 body has no description and no extras. */
export function manualMealAsSeptimMeal(meal: SeptimManualMeal): SeptimMeal {
  const nutrition: MenuMeal['nutrition'] = {};
  for (const field of NUTRITION_FIELDS) {
    const value = meal[field];
    if (value !== undefined) nutrition[field] = value;
  }
  const image =
    meal.fileId || meal.imageUrl
      ? { fileId: meal.fileId ?? undefined, url: meal.imageUrl ?? undefined }
      : null;
  return {
    title: mealTitleOf(meal.name),
    description: '',
    allergens: meal.allergens.join(', '),
    price: meal.price,
    isSoldOut: false,
    isUnavailable: !meal.isAvailable,
    image,
    extras: [],
    energy: meal.energy,
    nutrition,
    pictograms: meal.pictograms,
  };
}

/** Groups meals under their category name, categories in `order` first, then as they appear. */
function grouped(
  entries: { category: string | null | undefined; meal: SeptimMeal }[],
  order: readonly string[] = [],
): SeptimMenu {
  const byTitle = new Map<string, SeptimCategory>();
  const categoryOf = (title: string | null | undefined) => {
    const key = title?.trim() ?? '';
    let category = byTitle.get(key);
    if (!category) {
      category = { title: categoryTitleOf(key), meals: [] };
      byTitle.set(key, category);
    }
    return category;
  };
  for (const title of order) categoryOf(title);
  for (const { category, meal } of entries) categoryOf(category).meals.push(meal);
  return { categories: [...byTitle.values()].filter((c) => c.meals.length > 0) };
}

/** The item's manual meals as a menu, grouped by their category in the order they appear. */
export const septimMenuFromManualMeals = (meals: readonly SeptimManualMeal[]): SeptimMenu =>
  grouped(meals.map((meal) => ({ category: meal.category, meal: manualMealAsSeptimMeal(meal) })));

/** The store's board of the day as a menu, meal names in `language`, in the board's order. */
export const septimMenuFromStoreBoard = (board: StoreMenuBoard, language: string): SeptimMenu =>
  grouped(
    board.meals.map((meal) => ({
      category: meal.category,
      meal: { ...storeMealAsMenuMeal(meal, language), pictograms: meal.pictograms },
    })),
    board.categories,
  );

/**
 * widgets.md §4: sold-out meals are hidden, and so is a category left with none; unavailable
 * meals stay, drawn greyed with the title struck through.
 */
export function visibleSeptimMenu(menu: SeptimMenu): SeptimMenu {
  return {
    categories: menu.categories
      .map((category) => ({ ...category, meals: category.meals.filter((m) => !m.isSoldOut) }))
      .filter((category) => category.meals.length > 0),
  };
}

/** widgets.md §9 classic grid: the cells are the meals shown. */
export const septimMealCount = (menu: SeptimMenu): number =>
  menu.categories.reduce((sum, category) => sum + category.meals.length, 0);
