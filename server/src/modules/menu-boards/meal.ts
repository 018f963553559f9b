import { z } from 'zod';
import { badUserInput, type FieldError } from '../../errors.js';
import { uuidv7 } from '../../ids.js';

// A board's meals (new style) are one JSON document, validated here on
// every write so what is stored always reads back in the shape the GraphQL types promise. An
// error names the exact path (meals.2.extras.0.price) so the editor can point at the field.

const MAX_TEXT = 2_000;
const MAX_MEALS = 500;
const MAX_EXTRAS = 50;
const MAX_CODES = 50;

const text = (max = MAX_TEXT) => z.string().max(max, `At most ${max} characters`);

const localizedText = z.object({
  default: text(),
  alternatives: z
    .array(z.object({ language: text(10), value: text() }))
    .max(20)
    .default([]),
});

const codes = z
  .array(z.int('Use whole numbers').min(0, 'Use numbers of 0 or more'))
  .max(MAX_CODES)
  .default([]);

const amount = z.number().min(0, 'Use a number of 0 or more').nullish();

const mealExtraSchema = z.object({
  title: text(),
  allergens: codes,
  price: text(100).nullish(),
  isSoldOut: z.boolean().default(false),
});

const mealSchema = z.object({
  _id: text(100).optional(),
  name: localizedText,
  category: localizedText.nullish(),
  description: localizedText.nullish(),
  price: text(100).nullish(),
  allergens: codes,
  energy: amount,
  carbs: amount,
  proteins: amount,
  fats: amount,
  cholesterol: amount,
  isAvailable: z.boolean().default(true),
  isSoldOut: z.boolean().default(false),
  fileId: text(100).nullish(),
  customData: z.object({ pictograms: codes }).default({ pictograms: [] }),
  extras: z.array(mealExtraSchema).max(MAX_EXTRAS).default([]),
});

export type MealInput = z.input<typeof mealSchema>;
/** A stored meal: every field present, an id of its own. */
export type Meal = Omit<z.output<typeof mealSchema>, '_id'> & { _id: string };

const mealsSchema = z.array(mealSchema).max(MAX_MEALS, `At most ${MAX_MEALS} meals`);

function fieldErrors(prefix: string, error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

function fail(what: string, errors: FieldError[]): never {
  const first = errors[0];
  throw badUserInput(first ? `${first.path}: ${first.message}` : `Invalid ${what}`, errors);
}

const withId = (meal: z.output<typeof mealSchema>): Meal => ({
  ...meal,
  _id: meal._id ?? uuidv7(),
});

/** The meals of a board, validated (fields at `meals.N…`); each gets an id when it has none. */
export function parseMeals(value: unknown): Meal[] {
  const parsed = mealsSchema.safeParse(value ?? []);
  if (!parsed.success) fail('meals', fieldErrors('meals', parsed.error));
  return parsed.data.map(withId);
}

/** One meal (a template's body), validated (fields at `body.…`). */
export function parseMeal(value: unknown, prefix = 'body'): Meal {
  const parsed = mealSchema.safeParse(value);
  if (!parsed.success) fail('meal', fieldErrors(prefix, parsed.error));
  return withId(parsed.data);
}

/** Reads stored meals back; a row that no longer parses shows no meals rather than failing. */
export function storedMeals(value: unknown): Meal[] {
  const parsed = mealsSchema.safeParse(value);
  return parsed.success ? parsed.data.map(withId) : [];
}

/** Image file ids the meals point at, each once. */
export const mealFileIds = (meals: readonly Meal[]): string[] => [
  ...new Set(meals.flatMap((m) => (m.fileId ? [m.fileId] : []))),
];
