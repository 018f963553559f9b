import { z } from 'zod';
import {
  allergenCodes,
  priceFromText,
  priceText,
  readVendorShape,
  type FetchVendorJson,
  type MenuSourceAdapter,
  type StoreMeal,
  type StoreMenu,
} from '../menus.js';
import { storePathSegment } from '../store-id.js';

// The GS food-service system (the store-specific board's source, keyed by GS Affiliate ID).
// The contract is in README.md beside this file: what is known, and what is ASSUMED.

const VENDOR = 'GS';

const id = z.union([z.string(), z.number()]).transform(String);
const text = z.string().nullish();

const gsMeal = z.looseObject({
  id,
  title: z.string(),
  titleTranslations: z
    .array(z.looseObject({ languageCode: z.string(), value: z.string() }))
    .nullish(),
  description: text,
  allergens: z.union([z.array(z.union([z.number(), z.string()])), z.string()]).nullish(),
  price: z.union([z.number(), z.string()]).nullish(),
  imageUrl: text,
  metadata: z.looseObject({ isSoldOut: z.boolean().nullish() }).nullish(),
});

const gsBoards = z.looseObject({
  menuBoards: z.array(
    z.looseObject({
      id,
      menuDate: z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'expected a date such as 2030-01-31'),
      title: text,
      foodKindCode: text,
      availableFrom: text,
      availableTo: text,
      categories: z.array(z.looseObject({ title: text, meals: z.array(gsMeal) })),
    }),
  ),
});

type GsMeal = z.infer<typeof gsMeal>;

function mealOf(meal: GsMeal): StoreMeal {
  const price = typeof meal.price === 'string' ? priceFromText(meal.price) : (meal.price ?? null);
  return {
    id: meal.id,
    name: meal.title,
    nameTranslations: (meal.titleTranslations ?? []).map(({ languageCode, value }) => ({
      languageCode,
      value,
    })),
    description: meal.description ?? null,
    type: null,
    allergens: allergenCodes(meal.allergens),
    price,
    priceText:
      typeof meal.price === 'string' ? meal.price : price === null ? null : priceText(price),
    energy: null,
    carbs: null,
    proteins: null,
    fats: null,
    cholesterol: null,
    isAvailable: true,
    isSoldOut: meal.metadata?.isSoldOut ?? false,
    imageUrl: meal.imageUrl ?? null,
    pictograms: [],
    receiptId: null,
    septimId: null,
  };
}

export interface GsOptions {
  /** GS_API_URL, without a trailing slash. */
  baseUrl: string;
  /** GS_API_KEY, sent as a bearer token (ASSUMED). */
  apiKey?: string | undefined;
  fetchJson: FetchVendorJson;
}

export function gsAdapter(options: GsOptions): MenuSourceAdapter {
  return {
    source: 'GS',
    vendor: VENDOR,
    async menusFor(affiliateId, dateFrom, dateTo) {
      const url = new URL(
        `${options.baseUrl}/api/v1/affiliates/${storePathSegment(affiliateId)}/menu-boards`,
      );
      url.searchParams.set('dateFrom', dateFrom);
      url.searchParams.set('dateTo', dateTo);
      const headers: Record<string, string> = options.apiKey
        ? { authorization: `Bearer ${options.apiKey}` }
        : {};
      const answer = await options.fetchJson(url.href, headers);
      if (answer === null) return [];
      const days = new Map<string, StoreMenu>();
      for (const board of readVendorShape(gsBoards, answer, VENDOR).menuBoards) {
        const menuDate = board.menuDate.slice(0, 10);
        if (menuDate < dateFrom || menuDate > dateTo) continue;
        const categories = board.categories
          .map((category) => ({ title: category.title ?? null, meals: category.meals.map(mealOf) }))
          .filter((category) => category.meals.length > 0);
        if (categories.length === 0) continue;
        const menu = days.get(menuDate) ?? { menuDate, boards: [] };
        menu.boards.push({
          id: board.id,
          title: board.title ?? null,
          foodKindCode: board.foodKindCode ?? null,
          availableFrom: board.availableFrom ?? null,
          availableTo: board.availableTo ?? null,
          categories,
        });
        days.set(menuDate, menu);
      }
      return [...days.values()].sort((a, b) => a.menuDate.localeCompare(b.menuDate));
    },
  };
}
