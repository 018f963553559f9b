import { z } from 'zod';
import {
  allergenCodes,
  byCategory,
  priceFromText,
  readVendorShape,
  type FetchVendorJson,
  type MenuSourceAdapter,
  type StoreMeal,
  type StoreMenu,
} from '../menus.js';
import { storePathSegment } from '../store-id.js';

// The Septim store system (the v1 board's source). The contract is in README.md beside this
// file: what is known of it, and what is ASSUMED.

const VENDOR = 'Septim';

const id = z.union([z.string(), z.number()]).transform(String);
const amount = z.number().nullish();
const text = z.string().nullish();

const septimMeal = z.looseObject({
  _id: id,
  septimId: id.nullish(),
  name: z.string(),
  price: z.union([z.string(), z.number().transform(String)]).nullish(),
  proteins: amount,
  energy: amount,
  fats: amount,
  carbs: amount,
  cholesterol: amount,
  type: text,
  imageUrl: text,
  allergens: z.array(z.number().int()).nullish(),
  isAvailable: z.boolean().nullish(),
  category: text,
  pictograms: z.array(z.number()).nullish(),
  receiptId: id.nullish(),
});

const septimMenus = z.array(
  z.looseObject({
    menuDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date such as 2030-01-31'),
    meals: z.array(septimMeal),
  }),
);

type SeptimMeal = z.infer<typeof septimMeal>;

function mealOf(meal: SeptimMeal): StoreMeal {
  return {
    id: meal._id,
    name: meal.name,
    nameTranslations: [],
    description: null,
    type: meal.type ?? null,
    allergens: allergenCodes(meal.allergens),
    price: priceFromText(meal.price),
    priceText: meal.price ?? null,
    energy: meal.energy ?? null,
    carbs: meal.carbs ?? null,
    proteins: meal.proteins ?? null,
    fats: meal.fats ?? null,
    cholesterol: meal.cholesterol ?? null,
    // Septim has no sold-out flag: a meal the store takes off is unavailable.
    isAvailable: meal.isAvailable ?? true,
    isSoldOut: false,
    imageUrl: meal.imageUrl ?? null,
    pictograms: meal.pictograms ?? [],
    receiptId: meal.receiptId ?? null,
    septimId: meal.septimId ?? null,
  };
}

export interface SeptimOptions {
  /** SEPTIM_API_URL, without a trailing slash. */
  baseUrl: string;
  /** SEPTIM_API_KEY, sent as X-Api-Key (ASSUMED). */
  apiKey?: string | undefined;
  fetchJson: FetchVendorJson;
}

export function septimAdapter(options: SeptimOptions): MenuSourceAdapter {
  return {
    source: 'SEPTIM',
    vendor: VENDOR,
    async menusFor(storeId, dateFrom, dateTo) {
      const url = new URL(`${options.baseUrl}/api/v1/stores/${storePathSegment(storeId)}/menus`);
      url.searchParams.set('dateFrom', dateFrom);
      url.searchParams.set('dateTo', dateTo);
      const headers: Record<string, string> = options.apiKey ? { 'x-api-key': options.apiKey } : {};
      const answer = await options.fetchJson(url.href, headers);
      if (answer === null) return [];
      const days = new Map<string, StoreMenu>();
      for (const day of readVendorShape(septimMenus, answer, VENDOR)) {
        const menuDate = day.menuDate.slice(0, 10);
        // A day without meals is no menu; a day outside the range was not asked for.
        if (day.meals.length === 0 || menuDate < dateFrom || menuDate > dateTo) continue;
        const board = {
          id: `${storeId}:${menuDate}:${days.get(menuDate)?.boards.length ?? 0}`,
          title: null,
          foodKindCode: null,
          availableFrom: null,
          availableTo: null,
          categories: byCategory(
            day.meals.map((meal) => ({ category: meal.category ?? null, meal: mealOf(meal) })),
          ),
        };
        const menu = days.get(menuDate) ?? { menuDate, boards: [] };
        menu.boards.push(board);
        days.set(menuDate, menu);
      }
      return [...days.values()].sort((a, b) => a.menuDate.localeCompare(b.menuDate));
    },
  };
}
