import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { MENU_BOARD_DEFAULT_LANGUAGE, MENU_BOARD_LANGUAGES } from './layout.js';

/**
 * The body fields the family's schemas are built of. Every field falls back to its default
 * when what is stored does not fit, so a damaged body draws the default board, never nothing.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A list of objects; anything that is not an object is dropped, a non-list is empty. */
export const objectList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v.filter(isRecord) : []), z.array(item));

/** Text a form or an older body may have stored as a number. */
export const textOr = (fallback: string) =>
  z
    .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string())
    .catch(fallback);
export const textField = textOr('');
export const flag = (fallback: boolean) => z.boolean().catch(fallback);
export const optionalNumber = lazySchema(() => z.number().finite().optional().catch(undefined));
export const optionalText = lazySchema(() => z.string().optional().catch(undefined));

/** A list of whole-number codes (allergens, pictograms); anything else in it is dropped. */
export const intList = lazySchema(() =>
  z
    .preprocess(
      (v): number[] =>
        Array.isArray(v)
          ? (v as unknown[]).filter(
              (n): n is number => typeof n === 'number' && Number.isInteger(n),
            )
          : [],
      z.array(z.number().int()),
    )
    .catch([]),
);

/** A number inside a slider's limits; outside them or not a number, the slider's default. */
export const rangeField = (limits: { min: number; max: number; default: number }) =>
  z.number().min(limits.min).max(limits.max).catch(limits.default);

/** A whole number inside a slider's limits, else its default. */
export const countField = (limits: { min: number; max: number; default: number }) =>
  z.number().int().min(limits.min).max(limits.max).catch(limits.default);

/** The language meal names are shown in; an unknown one is the default (Czech). */
export const languageField = lazySchema(() =>
  z.enum(MENU_BOARD_LANGUAGES).catch(MENU_BOARD_DEFAULT_LANGUAGE),
);

/** A colour that may be unset. */
export const optionalColour = lazySchema(() => z.string().min(1).optional().catch(undefined));

/**
 * A reader of stored bodies: every field read, and a body that does not parse at all (not an
 * object) is the schema's defaults.
 */
export function bodyReader<T>(schema: z.ZodType<T>): (body: unknown) => T {
  return (body) => {
    const parsed = schema.safeParse(isRecord(body) ? body : {});
    return parsed.success ? parsed.data : schema.parse({});
  };
}

/** The distinct file ids of a body's pictures, so the screen keeps those files. */
export const distinctIds = (ids: readonly (string | null | undefined)[]): string[] => [
  ...new Set(ids.filter((id): id is string => !!id)),
];
