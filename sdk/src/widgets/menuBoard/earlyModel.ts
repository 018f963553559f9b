import { z } from 'zod';
import { menuBoardFontStyleSchema } from './fontStyle.js';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MEAL_TITLE_ROWS,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_EARLY_LANGUAGES,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_PADDING,
  mealTitleRows,
  offsetOrLimit,
} from './layout.js';
import { bodyCategorySchema, flag, objectList } from './menu.js';
import { MENU_BOARD_SOURCES, readMenuBoardBody } from './model.js';

/**
 * widgets.md §3 "Menu board item body (daily/static earlier variant)": the board before
 * layouts, its settings at the top level of the body rather than in configsByLayout.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * An earlier-variant body says `isV2: false` and has no per-layout settings. A legacy body
 * without `isV2` stays a v2 body, read exactly as before.
 */
export function isEarlyMenuBoardBody(body: unknown): boolean {
  return isRecord(body) && body.isV2 === false && body.configsByLayout === undefined;
}

/** The earlier variant's texts, by the body field that holds each font style. */
export const EARLY_FONT_STYLE_FIELDS = [
  'titleFontStyle',
  'subtitleFontStyle',
  'categoryTitleFontStyle',
  'mealTitleFontStyle',
  'mealDescriptionFontStyle',
  'allergensFontStyle',
  'mealExtraTitleFontStyle',
  'soupsTitleFontStyle',
  'soupsTextFontStyle',
  'soupsAllergensFontStyle',
  'soupsPriceFontStyle',
] as const;
export type EarlyFontStyleField = (typeof EARLY_FONT_STYLE_FIELDS)[number];

/** Reference pixels at the base font ratio, as the v2 board's, plus the soups block's. */
const FONT_DEFAULTS = {
  titleFontStyle: { fontSize: 72, fontWeight: 'bold', textAlign: 'center' },
  subtitleFontStyle: { fontSize: 36, color: '#d0d0d0', textAlign: 'center' },
  categoryTitleFontStyle: { fontSize: 32, fontWeight: 'bold', color: '#f5b400' },
  mealTitleFontStyle: { fontSize: 28, fontWeight: 'bold' },
  mealDescriptionFontStyle: { fontSize: 20, color: '#d0d0d0' },
  allergensFontStyle: { fontSize: 16, color: '#a0a0a0', italic: true },
  mealExtraTitleFontStyle: { fontSize: 20, color: '#e0e0e0' },
  soupsTitleFontStyle: { fontSize: 32, fontWeight: 'bold', color: '#f5b400' },
  soupsTextFontStyle: { fontSize: 24 },
  soupsAllergensFontStyle: { fontSize: 16, color: '#a0a0a0', italic: true },
  soupsPriceFontStyle: { fontSize: 24, fontWeight: 'bold' },
} as const;

const fontStyles = Object.fromEntries(
  EARLY_FONT_STYLE_FIELDS.map((field) => [field, menuBoardFontStyleSchema(FONT_DEFAULTS[field])]),
) as { [F in EarlyFontStyleField]: ReturnType<typeof menuBoardFontStyleSchema> };

/** widgets.md §5: a padding slider's value, clamped to 0-3; unset or not a number is 1. */
const padding = z
  .number()
  .finite()
  .transform((n) => Math.min(MENU_BOARD_PADDING.max, Math.max(MENU_BOARD_PADDING.min, n)))
  .catch(MENU_BOARD_PADDING.default);

/** widgets.md §5: offset and limit, 0 or empty being unset. */
const offsetOrLimitField = z.preprocess(offsetOrLimit, z.number().int().min(1).optional());

export const earlyMenuBoardBodySchema = z.looseObject({
  isV2: z.literal(false).catch(false),
  menuBoardLocationId: z.string().nullish().catch(undefined),
  menuBoardId: z.string().nullish().catch(undefined),
  menuBoardSource: z.enum(MENU_BOARD_SOURCES).catch('daily'),
  title: z.string().catch('Menu'),
  subtitle: z.string().catch(''),
  showTitle: flag(true),
  showSubtitle: flag(false),
  showPrices: flag(true),
  showSoups: flag(true),
  showAllergens: flag(true),
  showMealImage: flag(true),
  mealImageSizeFactor: z
    .number()
    .min(MEAL_IMAGE_SIZE_FACTOR.min)
    .max(MEAL_IMAGE_SIZE_FACTOR.max)
    .catch(MEAL_IMAGE_SIZE_FACTOR.default),
  languageCode: z.enum(MENU_BOARD_EARLY_LANGUAGES).catch('cs'),
  numberOfColumns: z
    .number()
    .int()
    .min(MENU_BOARD_COLUMNS.min)
    .max(MENU_BOARD_COLUMNS.max)
    .catch(MENU_BOARD_COLUMNS.default),
  fontSizeRatio: z
    .number()
    .min(MENU_BOARD_FONT_RATIO.min)
    .max(MENU_BOARD_FONT_RATIO.max)
    .catch(MENU_BOARD_FONT_RATIO.default),
  // §3: 3 when unset; §5: anything else outside 1-5 is 1.
  mealTitleRowsCount: z.preprocess(
    (v) => (v === undefined || v === null ? MEAL_TITLE_ROWS.default : mealTitleRows(v)),
    z.number(),
  ),
  mealPadding: padding,
  outerPadding: padding,
  offset: offsetOrLimitField,
  limit: offsetOrLimitField,
  backgroundColorLens: z.string().min(1).optional().catch(undefined),
  ...fontStyles,
  // A legacy manual board of this variant keeps its menu in the item.
  categories: objectList(bodyCategorySchema).catch([]),
});
export type EarlyMenuBoardBody = z.infer<typeof earlyMenuBoardBodySchema>;

/** An earlier-variant body with every field read; what does not parse takes its default. */
export function readEarlyMenuBoardBody(body: unknown): EarlyMenuBoardBody {
  const parsed = earlyMenuBoardBodySchema.safeParse(isRecord(body) ? body : {});
  return parsed.success ? parsed.data : earlyMenuBoardBodySchema.parse({});
}

/** The earlier board's background: its lens colour, else near black. */
export const earlyBackgroundOf = (body: EarlyMenuBoardBody): string =>
  body.backgroundColorLens ?? '#101010';

/**
 * The widget's body as stored: an earlier-variant body keeps its own top-level settings (no
 * per-layout settings are added, so it stays the earlier variant when edited); any other body
 * reads as v2.
 */
export const menuBoardStoredBodySchema = z
  .unknown()
  .transform((body): Record<string, unknown> =>
    isEarlyMenuBoardBody(body) ? readEarlyMenuBoardBody(body) : readMenuBoardBody(body),
  );
