import type { MenuBoardEditorBoardFragment } from '../../graphql/generated';
import { codesText } from '../../widgets/shared/menuBoards/templates/mealTemplate';

// The board editor's working copy: meals grouped into categories by category.default (the
// server keeps a flat list), code lists as the text the user types. Fields the editor does not
// show (translations, nutrition, availability) ride along untouched.

type StoredMeal = MenuBoardEditorBoardFragment['meals'][number];
type Text = NonNullable<StoredMeal['category']>;

export interface DraftExtra {
  title: string;
  price: string;
  allergens: string;
  isSoldOut: boolean;
}

export interface DraftMeal {
  /** The stored meal this one edits; fields not edited here are sent back as they were. */
  stored: StoredMeal | null;
  name: string;
  description: string;
  price: string;
  allergens: string;
  pictograms: string;
  isSoldOut: boolean;
  fileId: string | null;
  /** The image as shown; a newly picked file's address until the board is saved. */
  imageUrl: string | null;
  extras: DraftExtra[];
}

export interface DraftCategory {
  title: string;
  meals: DraftMeal[];
}

/** The names new parts start with. */
export const NEW_CATEGORY = 'New Category';
export const NEW_MEAL = 'New Meal';
export const NEW_EXTRA = 'Meal Extra';
export const NEW_PRICE = '0';

export const CODES_MESSAGE = 'Use whole numbers separated by commas';

/** "1, 4,7" → [1, 4, 7]; blank → []; null when a part is not a whole number of 0 or more. */
export function parseCodes(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  return parts.map(Number);
}

export const newMeal = (): DraftMeal => ({
  stored: null,
  name: NEW_MEAL,
  description: '',
  price: NEW_PRICE,
  allergens: '',
  pictograms: '',
  isSoldOut: false,
  fileId: null,
  imageUrl: null,
  extras: [],
});

export const newExtra = (): DraftExtra => ({
  title: NEW_EXTRA,
  price: '',
  allergens: '',
  isSoldOut: false,
});

function draftMealOf(meal: StoredMeal): DraftMeal {
  return {
    stored: meal,
    name: meal.name.default,
    description: meal.description?.default ?? '',
    price: meal.price ?? '',
    allergens: codesText(meal.allergens),
    pictograms: codesText(meal.customData.pictograms),
    isSoldOut: meal.isSoldOut,
    fileId: meal.fileId,
    imageUrl: meal.imageUrl,
    extras: meal.extras.map((extra) => ({
      title: extra.title,
      price: extra.price ?? '',
      allergens: codesText(extra.allergens),
      isSoldOut: extra.isSoldOut,
    })),
  };
}

/** The board's meals as categories, in the order each category first appears. */
export function categoriesOf(meals: readonly StoredMeal[]): DraftCategory[] {
  const categories: DraftCategory[] = [];
  for (const meal of meals) {
    const title = meal.category?.default ?? '';
    let category = categories.find((c) => c.title === title);
    if (!category) {
      category = { title, meals: [] };
      categories.push(category);
    }
    category.meals.push(draftMealOf(meal));
  }
  return categories;
}

const textOf = (value: string, stored: Text | null | undefined): Text => ({
  default: value,
  alternatives: (stored?.alternatives ?? []).map(({ language, value: v }) => ({
    language,
    value: v,
  })),
});

export interface MealsResult {
  /** The meals as the server takes them (MenuBoardMeal JSON, without imageUrl). */
  meals: Record<string, unknown>[];
  /** Client-side errors by the server's paths (meals.N.allergens …); empty when valid. */
  errors: Record<string, string>;
}

/** The flat meal list to save, categories in order; code lists that do not parse are errors. */
export function mealsOf(categories: readonly DraftCategory[]): MealsResult {
  const errors: Record<string, string> = {};
  const meals: Record<string, unknown>[] = [];
  const codes = (text: string, path: string): number[] => {
    const parsed = parseCodes(text);
    if (parsed === null) errors[path] = CODES_MESSAGE;
    return parsed ?? [];
  };
  for (const category of categories) {
    for (const meal of category.meals) {
      const path = `meals.${meals.length}`;
      const stored = meal.stored;
      const title = category.title.trim();
      meals.push({
        ...(stored ? storedFields(stored) : {}),
        name: textOf(meal.name, stored?.name),
        category: title ? textOf(title, stored?.category) : null,
        description: meal.description ? textOf(meal.description, stored?.description) : null,
        price: meal.price.trim() || null,
        allergens: codes(meal.allergens, `${path}.allergens`),
        isSoldOut: meal.isSoldOut,
        fileId: meal.fileId,
        customData: { pictograms: codes(meal.pictograms, `${path}.customData.pictograms`) },
        extras: meal.extras.map((extra, e) => ({
          title: extra.title,
          price: extra.price.trim() || null,
          allergens: codes(extra.allergens, `${path}.extras.${e}.allergens`),
          isSoldOut: extra.isSoldOut,
        })),
      });
    }
  }
  return { meals, errors };
}

/** What the editor keeps of a stored meal without showing it. */
function storedFields(stored: StoredMeal): Record<string, unknown> {
  const { _id, energy, carbs, proteins, fats, cholesterol, isAvailable } = stored;
  return { _id, energy, carbs, proteins, fats, cholesterol, isAvailable };
}

/** A field's error: its own path, or the first error below it (meals.0.allergens.1). */
export function errorAt(errors: Record<string, string>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const below = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return below ? errors[below] : undefined;
}

/** The index in the saved list of each category's first meal (for field error paths). */
export function firstMealIndexes(categories: readonly DraftCategory[]): number[] {
  const firsts: number[] = [];
  let next = 0;
  for (const category of categories) {
    firsts.push(next);
    next += category.meals.length;
  }
  return firsts;
}
