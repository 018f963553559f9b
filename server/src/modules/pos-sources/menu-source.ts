import type { AppServices } from '../../app-services.js';
import type { MealInput } from '../menu-boards/meal.js';
import type { MenuSource, PosLocation, PosMenuDay } from '../menu-boards/menu-source.js';
import type { StoreMeal, StoreMenu } from './menus.js';
import { keptStoreMenus } from './service.js';

// What a menu board location fed by a point-of-sale system shows for a day it has no board of
// its own for: the store's menu of that day, read through the same kept menus (and the same
// per-account allowance) as the store board queries, so a wall of screens costs one fetch.

function mealOf(meal: StoreMeal, category: string | null): MealInput {
  return {
    _id: meal.id,
    name: {
      default: meal.name,
      alternatives: meal.nameTranslations.map((t) => ({
        language: t.languageCode,
        value: t.value,
      })),
    },
    category: category === null ? null : { default: category, alternatives: [] },
    description: meal.description === null ? null : { default: meal.description, alternatives: [] },
    price: meal.priceText,
    allergens: meal.allergens,
    energy: meal.energy,
    carbs: meal.carbs,
    proteins: meal.proteins,
    fats: meal.fats,
    cholesterol: meal.cholesterol,
    isAvailable: meal.isAvailable,
    isSoldOut: meal.isSoldOut,
    customData: { pictograms: meal.pictograms },
  };
}

/** One day of a store's menus as one board: every board's categories in the vendor's order. */
function menuDayOf(menus: readonly StoreMenu[], menuDate: string): PosMenuDay | null {
  const day = menus.find((menu) => menu.menuDate === menuDate);
  const meals = (day?.boards ?? []).flatMap((board) =>
    board.categories.flatMap((c) => c.meals.map((meal) => mealOf(meal, c.title))),
  );
  if (meals.length === 0) return null;
  return { name: day?.boards[0]?.title ?? null, meals };
}

export const posMenuSource: MenuSource = {
  async boardForDay(app: AppServices, location: PosLocation, menuDate: string) {
    const storeId = location.storeId.trim();
    if (storeId === '') return null;
    const kept = await keptStoreMenus(app, location.accountId, {
      source: location.dataSource,
      storeId,
      dateFrom: menuDate,
      dateTo: menuDate,
    });
    return menuDayOf(kept.menus, menuDate);
  },
};
