import { z } from 'zod';
import { badUserInput } from '../../errors.js';
import type { MealInput } from './meal.js';

// A legacy manual board keeps its menu in the scene item's body: categories of meals with
// allergens and prices as free text. Converting it to a static board turns each meal into a
// new-style meal whose category is the category's title.

export const CONVERTED_BOARD_NAME = 'Untitled (converted from menu board app)';

const loose = (max: number) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v == null ? '' : String(v).slice(0, max)));

const legacyExtra = z.object({
  title: loose(2_000),
  allergens: z.union([z.string(), z.array(z.number())]).nullish(),
  price: loose(100),
  isSoldOut: z.boolean().nullish(),
});

const legacyMeal = z.object({
  title: loose(2_000),
  description: loose(2_000),
  allergens: z.union([z.string(), z.array(z.number())]).nullish(),
  price: loose(100),
  isSoldOut: z.boolean().nullish(),
  image: z.object({ _id: z.string() }).nullish(),
  extras: z.array(legacyExtra).nullish(),
});

const legacyCategories = z.array(
  z.object({ title: loose(2_000), meals: z.array(legacyMeal).nullish() }),
);

/** "1, 3,7" (or [1, 3, 7]) as allergen codes; words and stray commas are dropped. */
export function allergenCodes(value: string | readonly number[] | null | undefined): number[] {
  if (value == null) return [];
  const parts = typeof value === 'string' ? value.split(/[^0-9]+/) : value.map(String);
  return [...new Set(parts.filter((p) => /^\d+$/.test(p) && p.length <= 6).map((p) => Number(p)))];
}

const plain = (value: string) => ({ default: value, alternatives: [] });

/** The meals of legacy categories, in order; throws BAD_USER_INPUT when the shape is not one. */
export function mealsFromLegacyCategories(categories: unknown): MealInput[] {
  const parsed = legacyCategories.safeParse(categories);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = ['categories', ...(issue?.path.map(String) ?? [])].join('.');
    throw badUserInput(`${path}: ${issue?.message ?? 'Invalid categories'}`, [
      { path, message: issue?.message ?? 'Invalid categories' },
    ]);
  }
  return parsed.data.flatMap((category) =>
    (category.meals ?? []).map((meal): MealInput => ({
      name: plain(meal.title),
      category: category.title ? plain(category.title) : null,
      description: meal.description ? plain(meal.description) : null,
      price: meal.price || null,
      allergens: allergenCodes(meal.allergens),
      isSoldOut: meal.isSoldOut ?? false,
      fileId: meal.image?._id ?? null,
      extras: (meal.extras ?? []).map((extra) => ({
        title: extra.title,
        allergens: allergenCodes(extra.allergens),
        price: extra.price || null,
        isSoldOut: extra.isSoldOut ?? false,
      })),
    })),
  );
}
