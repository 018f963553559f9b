import type { BodyExtra, BodyMeal } from '@marquee/sdk';

// A meal template's body is a server meal (localized name and description, allergen codes,
// fileId), whichever editor it was made in. The manual menu of a board item keeps meals in its
// own shape (title, allergens and price as text, image object) and the board editor page in a
// draft shape, so each editor converts on the way in and out. Choosing a template copies the
// title, description, allergens, price, sold out, image and extras.

/** Body of a template, as createMenuBoardMealTemplate takes it. */
export type TemplateBody = Record<string, unknown>;

/** A template's body read back: what choosing it copies into a meal. */
export interface TemplateMeal {
  title: string;
  description: string;
  price: string;
  allergens: number[];
  isSoldOut: boolean;
  fileId: string | null;
  extras: { title: string; price: string; allergens: number[]; isSoldOut: boolean }[];
}

/**
 * Allergen codes are comma-separated integers, non-numeric entries dropped. The server converts a
 * legacy board's text the same way (each code once), so a template reads like a converted meal.
 */
export function lenientCodes(value: unknown): number[] {
  const parts =
    typeof value === 'string'
      ? value.split(/[^0-9]+/)
      : Array.isArray(value)
        ? value.map((v) => (typeof v === 'number' && Number.isInteger(v) ? String(v) : ''))
        : [];
  return [...new Set(parts.filter((p) => /^\d{1,6}$/.test(p)).map(Number))];
}

/** Codes as the editors show them: "1, 4, 7". */
export const codesText = (codes: readonly number[]): string => codes.join(', ');

const plain = (value: string) => ({ default: value, alternatives: [] });
/** A text, or null when it is blank. */
export const textOrNull = (value: string) => (value.trim() ? value : null);

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
/** A localized text's default, or a plain string. */
const localized = (value: unknown): string =>
  typeof value === 'string' ? value : str(record(value).default);

/** Reads a stored template body; anything missing or malformed reads as empty. */
export function readTemplateMeal(body: unknown): TemplateMeal {
  const meal = record(body);
  const fileId = str(meal.fileId);
  return {
    title: localized(meal.name),
    description: localized(meal.description),
    price: str(meal.price),
    allergens: lenientCodes(meal.allergens),
    isSoldOut: meal.isSoldOut === true,
    fileId: fileId || null,
    extras: (Array.isArray(meal.extras) ? meal.extras : []).map((value) => {
      const extra = record(value);
      return {
        title: str(extra.title),
        price: str(extra.price),
        allergens: lenientCodes(extra.allergens),
        isSoldOut: extra.isSoldOut === true,
      };
    }),
  };
}

// ---- the board item's manual menu ----

/** A manual meal as a template body. */
export function templateBodyOfBodyMeal(meal: BodyMeal): TemplateBody {
  return {
    name: plain(meal.title),
    description: textOrNull(meal.description) === null ? null : plain(meal.description),
    price: textOrNull(meal.price),
    allergens: lenientCodes(meal.allergens),
    isSoldOut: meal.isSoldOut,
    fileId: meal.image?._id ?? null,
    extras: meal.extras.map((extra: BodyExtra) => ({
      title: extra.title,
      allergens: lenientCodes(extra.allergens),
      price: textOrNull(extra.price),
      isSoldOut: extra.isSoldOut,
    })),
  };
}

/**
 * A template copied into a manual meal. The image keeps only its file id: the item's fileIds
 * follow the meal images, and the screen finds the file's address by that id.
 */
export function bodyMealOfTemplate(body: unknown): BodyMeal {
  const t = readTemplateMeal(body);
  return {
    title: t.title,
    description: t.description,
    allergens: codesText(t.allergens),
    price: t.price,
    isSoldOut: t.isSoldOut,
    image: t.fileId ? { _id: t.fileId } : null,
    extras: t.extras.map((extra) => ({
      title: extra.title,
      allergens: codesText(extra.allergens),
      price: extra.price,
      isSoldOut: extra.isSoldOut,
    })),
  };
}
