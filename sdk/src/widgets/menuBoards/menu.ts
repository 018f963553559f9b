import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { flag, isRecord, objectList, optionalNumber, textField } from './fields.js';
import {
  categoryTitleOf,
  isSoupCategory,
  mealTitleOf,
  NUTRITION_LABELS,
  type MenuBoardLanguage,
  type NutritionField,
} from './layout.js';

/**
 * The menu a board draws, whatever it came from (the item's own categories, or a server menu
 * board's meals): categories → meals → extras, names already in the board's language.
 */
export interface MenuExtra {
  title: string;
  allergens: string;
  price: string;
  isSoldOut: boolean;
}

export interface MenuMeal {
  title: string;
  description: string;
  allergens: string;
  price: string;
  isSoldOut: boolean;
  /** Older boards' meals the store marks unavailable: shown greyed, title struck through. */
  isUnavailable: boolean;
  /** A file of the content (drawn from the files map), or an address to load. */
  image: { fileId?: string; url?: string } | null;
  extras: MenuExtra[];
  energy?: number;
  nutrition: Partial<Record<'carbs' | 'proteins' | 'fats' | 'cholesterol', number>>;
}

export interface MenuCategory {
  title: string;
  /** Its default name says soup; its meals form the soups block. */
  isSoup: boolean;
  meals: MenuMeal[];
}

export interface Menu {
  categories: MenuCategory[];
  /** The ISO 4217 code its prices are in, when its source says (a location's currency). */
  currency?: string;
}

/** The nutrition values a source meal has (carbs, proteins, fats, cholesterol). */
export function nutritionOf(
  meal: Partial<Record<NutritionField, number | null | undefined>>,
): MenuMeal['nutrition'] {
  const nutrition: MenuMeal['nutrition'] = {};
  for (const field of Object.keys(NUTRITION_LABELS) as NutritionField[]) {
    const value = meal[field];
    if (typeof value === 'number') nutrition[field] = value;
  }
  return nutrition;
}

/** A meal's picture: a file of the content (with its address, if any), else an address. */
export const mealImageOf = (
  fileId: string | null | undefined,
  url: string | null | undefined,
): MenuMeal['image'] => (fileId ? { fileId, url: url ?? undefined } : url ? { url } : null);

/** A category of meals of any kind, with its title and whether it is the soups. */
export interface CategoryOf<M> {
  title: string;
  isSoup: boolean;
  meals: M[];
}

/**
 * Meals grouped under their category's name: the categories in `order` first, then as they
 * appear; meals in their own order. Categories left without meals are dropped.
 */
export function groupedByCategory<M>(
  entries: readonly { category: string | null | undefined; meal: M }[],
  order: readonly string[] = [],
): CategoryOf<M>[] {
  const byTitle = new Map<string, CategoryOf<M>>();
  const categoryOf = (title: string | null | undefined) => {
    const key = title?.trim() ?? '';
    let category = byTitle.get(key);
    if (!category) {
      category = { title: categoryTitleOf(key), isSoup: isSoupCategory(key), meals: [] };
      byTitle.set(key, category);
    }
    return category;
  };
  for (const title of order) categoryOf(title);
  for (const { category, meal } of entries) categoryOf(category).meals.push(meal);
  return [...byTitle.values()].filter((c) => c.meals.length > 0);
}

/** The first address in a string, a list of strings or a map of them (image urls). */
export function firstUrl(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  const values = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return values.find((v): v is string => typeof v === 'string' && v.length > 0);
}

// ---- Meals of a daily or static menu board ----

/** A localized text: the default, with alternatives by language. */
const localizedSchema = lazySchema(() =>
  z
    .union([
      z.string().transform((value) => ({ default: value, alternatives: [] })),
      z.looseObject({
        default: z.string().catch(''),
        alternatives: objectList(
          z.looseObject({ language: z.string().catch(''), value: z.string().catch('') }),
        ).catch([]),
      }),
    ])
    .optional()
    .catch(undefined),
);
type Localized = z.infer<typeof localizedSchema>;

/** A localized text in `language`, else its default. */
export function localizedText(text: Localized, language: MenuBoardLanguage): string {
  if (!text) return '';
  const alternative = text.alternatives.find((a) => a.language === language && a.value.trim());
  return alternative?.value ?? text.default;
}

/** Allergens as the server may give them: a text, or a list of codes. */
const allergensSchema = lazySchema(() =>
  z
    .union([z.string(), z.array(z.union([z.number(), z.string()])).transform((l) => l.join(', '))])
    .catch(''),
);

export const serverMealSchema = lazySchema(() =>
  z.looseObject({
    _id: z.string().optional().catch(undefined),
    name: localizedSchema,
    category: localizedSchema,
    description: localizedSchema,
    price: z.union([z.number(), z.string()]).nullish().catch(undefined),
    allergens: allergensSchema,
    energy: optionalNumber,
    carbs: optionalNumber,
    proteins: optionalNumber,
    fats: optionalNumber,
    cholesterol: optionalNumber,
    isAvailable: z.boolean().nullish().catch(undefined),
    isSoldOut: z.boolean().nullish().catch(undefined),
    fileId: z.string().nullish().catch(undefined),
    imageUrl: z.string().nullish().catch(undefined),
    extras: objectList(
      z.looseObject({
        title: z.string().catch(''),
        allergens: allergensSchema,
        price: z.union([z.number(), z.string()]).nullish().catch(undefined),
        isSoldOut: z.boolean().nullish().catch(undefined),
      }),
    ).catch([]),
  }),
);
export type ServerMeal = z.infer<typeof serverMealSchema>;

export const serverMenuBoardSchema = lazySchema(() =>
  z.looseObject({
    _id: z.string().optional().catch(undefined),
    name: z.string().nullish().catch(undefined),
    menuDate: z.string().nullish().catch(undefined),
    menuBoardLocationId: z.string().nullish().catch(undefined),
    currency: z.string().nullish().catch(undefined),
    meals: objectList(serverMealSchema).catch([]),
  }),
);

function serverMealOf(meal: ServerMeal, language: MenuBoardLanguage): MenuMeal {
  const price = meal.price === null || meal.price === undefined ? '' : String(meal.price);
  return {
    title: mealTitleOf(localizedText(meal.name, language)),
    description: localizedText(meal.description, language),
    allergens: meal.allergens,
    price,
    isSoldOut: meal.isSoldOut === true,
    isUnavailable: meal.isAvailable === false,
    image: mealImageOf(meal.fileId, meal.imageUrl),
    extras: meal.extras.map((extra) => ({
      title: extra.title,
      allergens: extra.allergens,
      price: extra.price === null || extra.price === undefined ? '' : String(extra.price),
      isSoldOut: extra.isSoldOut === true,
    })),
    energy: meal.energy,
    nutrition: nutritionOf(meal),
  };
}

/**
 * A server menu board's meals as a menu: grouped by their default category in the order the
 * categories first appear, meals in their own order; a category is a soup by its default name.
 * Anything that does not parse gives an empty menu rather than an error.
 */
export function menuFromServerMeals(meals: unknown, language: MenuBoardLanguage): Menu {
  const parsed = objectList(serverMealSchema).safeParse(meals);
  const byCategory = new Map<string, MenuCategory>();
  for (const meal of parsed.success ? parsed.data : []) {
    const key = meal.category?.default.trim() ?? '';
    let category = byCategory.get(key);
    if (!category) {
      category = {
        title: categoryTitleOf(localizedText(meal.category, language)),
        isSoup: isSoupCategory(key),
        meals: [],
      };
      byCategory.set(key, category);
    }
    category.meals.push(serverMealOf(meal, language));
  }
  return { categories: [...byCategory.values()] };
}

// ---- The item's own categories (a manual v2 board) ----

export const bodyExtraSchema = lazySchema(() =>
  z.looseObject({
    title: textField,
    allergens: textField,
    price: textField,
    isSoldOut: flag(false),
  }),
);

export const bodyMealImageSchema = lazySchema(() =>
  z.looseObject({
    _id: z.string().optional().catch(undefined),
    originalName: z.string().optional().catch(undefined),
    urls: z.unknown().optional(),
    downloadUrls: z.unknown().optional(),
  }),
);

export const bodyMealSchema = lazySchema(() =>
  z.looseObject({
    title: textField,
    description: textField,
    allergens: textField,
    price: textField,
    isSoldOut: flag(false),
    extras: objectList(bodyExtraSchema).catch([]),
    image: bodyMealImageSchema.nullish().catch(null),
  }),
);

export const bodyCategorySchema = lazySchema(() =>
  z.looseObject({
    title: textField,
    meals: objectList(bodyMealSchema).catch([]),
  }),
);
export type BodyExtra = z.infer<typeof bodyExtraSchema>;
export type BodyMeal = z.infer<typeof bodyMealSchema>;
export type BodyCategory = z.infer<typeof bodyCategorySchema>;

function bodyMealOf(meal: BodyMeal): MenuMeal {
  const fileId = meal.image?._id;
  const url = firstUrl(meal.image?.downloadUrls) ?? firstUrl(meal.image?.urls);
  return {
    title: mealTitleOf(meal.title),
    description: meal.description,
    allergens: meal.allergens,
    price: meal.price,
    isSoldOut: meal.isSoldOut,
    isUnavailable: false,
    image: fileId || url ? { fileId, url } : null,
    extras: meal.extras.map((e) => ({ ...e })),
    nutrition: {},
  };
}

/** The item's own categories (the manual source) as a menu. */
export function menuFromBodyCategories(categories: unknown): Menu {
  const parsed = objectList(bodyCategorySchema).safeParse(categories);
  return {
    categories: (parsed.success ? parsed.data : []).map((category) => ({
      title: categoryTitleOf(category.title),
      isSoup: isSoupCategory(category.title),
      meals: category.meals.map(bodyMealOf),
    })),
  };
}

// ---- What a board shows ----

/**
 * Sold-out extras are hidden everywhere; in the classic layout sold-out meals
 * are hidden too, and so is a category whose meals are all sold out. A category that never had
 * meals stays (it says so). Unavailable meals stay, drawn greyed.
 */
export function visibleMenu(menu: Menu, layout: 'classic' | 'gallery'): Menu {
  const categories: MenuCategory[] = [];
  for (const category of menu.categories) {
    const meals = category.meals
      .filter((meal) => layout !== 'classic' || !meal.isSoldOut)
      .map((meal) => ({ ...meal, extras: meal.extras.filter((extra) => !extra.isSoldOut) }));
    if (category.meals.length > 0 && meals.length === 0) continue;
    categories.push({ ...category, meals });
  }
  return { ...menu, categories };
}

/**
 * The v2 board's reading of a server meal the store no longer sells today (isAvailable false,
 * e.g. a Septim location's meal gone from the till): it is sold out, so the classic layout drops
 * it like any sold-out meal. Only the older boards draw such meals greyed.
 */
export function unavailableAsSoldOut(menu: Menu): Menu {
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      meals: category.meals.map((meal) =>
        meal.isUnavailable ? { ...meal, isSoldOut: true, isUnavailable: false } : meal,
      ),
    })),
  };
}

/** The board's soups (one block) and its other categories. */
export function splitSoups(menu: Menu): { soups: MenuCategory | null; others: MenuCategory[] } {
  const soupCategories = menu.categories.filter((c) => c.isSoup);
  const others = menu.categories.filter((c) => !c.isSoup);
  const soupMeals = soupCategories.flatMap((c) => c.meals);
  return {
    soups:
      soupMeals.length > 0
        ? { title: soupCategories[0]!.title, isSoup: true, meals: soupMeals }
        : null,
    others,
  };
}

/** The cells a grid lays out: every meal, plus one for the soups block. */
export function cellCount(menu: Menu): number {
  const { soups, others } = splitSoups(menu);
  return others.reduce((sum, c) => sum + c.meals.length, 0) + (soups ? 1 : 0);
}
