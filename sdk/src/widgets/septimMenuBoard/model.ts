import { z } from 'zod';
import { menuBoardFontStyleSchema } from '../menuBoard/fontStyle.js';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_DEFAULT_LANGUAGE,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_LANGUAGES,
} from '../menuBoard/layout.js';
import { MENU_BOARD_FONT_STYLE_FIELDS, type MenuBoardFontStyleField } from '../menuBoard/model.js';

/** widgets.md §1: the menu board v1 fed by the Septim point-of-sale store system. */
export const SEPTIM_MENU_BOARD_WIDGET_TYPE = 'la_fresca_septim_menu_board';

/** The v1 board has the same seven font styles as the v2 board (widgets.md §3). */
export const SEPTIM_FONT_STYLE_FIELDS = MENU_BOARD_FONT_STYLE_FIELDS;
export type SeptimFontStyleField = MenuBoardFontStyleField;

/**
 * widgets.md §9: the v1 font ratio defaults to 0.39 and goes up to 1. At 0.39 the font styles
 * draw at their stored size (reference pixels), so a v1 body keeps sizes a person can read.
 */
export const SEPTIM_FONT_RATIO = {
  min: MENU_BOARD_FONT_RATIO.min,
  max: MENU_BOARD_FONT_RATIO.max,
  step: MENU_BOARD_FONT_RATIO.step,
  default: MENU_BOARD_FONT_RATIO.v1Default,
} as const;

/** How much larger than their stored size the texts draw at `ratio` (1 at the v1 default). */
export const septimTextScale = (ratio: number): number =>
  Math.round((ratio / SEPTIM_FONT_RATIO.default) * 1000) / 1000;

const FONT_DEFAULTS = {
  titleFontStyle: { fontSize: 72, fontWeight: 'bold', textAlign: 'center' },
  subtitleFontStyle: { fontSize: 36, color: '#d0d0d0', textAlign: 'center' },
  categoryTitleFontStyle: { fontSize: 40, fontWeight: 'bold', color: '#f5b400' },
  mealTitleFontStyle: { fontSize: 28, fontWeight: 'bold' },
  mealDescriptionFontStyle: { fontSize: 20, color: '#d0d0d0' },
  allergensFontStyle: { fontSize: 16, color: '#a0a0a0', italic: true },
  mealExtraTitleFontStyle: { fontSize: 20, color: '#e0e0e0' },
} as const;

// A style that is not an object at all reads as {}: every field takes its default.
const fontStyles = Object.fromEntries(
  SEPTIM_FONT_STYLE_FIELDS.map((field) => [field, menuBoardFontStyleSchema(FONT_DEFAULTS[field])]),
) as { [F in SeptimFontStyleField]: ReturnType<typeof menuBoardFontStyleSchema> };

const flag = (fallback: boolean) => z.boolean().catch(fallback);
const optionalNumber = z.number().finite().optional().catch(undefined);
const optionalText = z.string().optional().catch(undefined);
/** Text that a form or an older body may have stored as a number. */
const text = (fallback: string) =>
  z
    .preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), z.string())
    .catch(fallback);
/** A list of integer codes; anything else in it is dropped, a non-list is empty. */
const intList = z
  .preprocess(
    (v): number[] =>
      Array.isArray(v)
        ? (v as unknown[]).filter((n): n is number => typeof n === 'number' && Number.isInteger(n))
        : [],
    z.array(z.number().int()),
  )
  .catch([]);

/** widgets.md §3 "Menu board v1 body (store system)": one meal typed in by hand. */
export const septimManualMealSchema = z.looseObject({
  _id: z.string().catch(''),
  septimId: z.union([z.string(), z.number()]).optional().catch(undefined),
  name: text(''),
  price: text(''),
  proteins: optionalNumber,
  energy: optionalNumber,
  type: optionalText,
  imageUrl: z.string().nullish().catch(undefined),
  fileId: z.string().nullish().catch(undefined),
  allergens: intList,
  isAvailable: flag(true),
  category: text(''),
  pictograms: intList,
  receiptId: optionalText,
  fats: optionalNumber,
  carbs: optionalNumber,
  cholesterol: optionalNumber,
  imageId: optionalText,
});
export type SeptimManualMeal = z.infer<typeof septimManualMealSchema>;

const isRecord = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);

/** widgets.md §3 "Menu board v1 body (store system)"; every field falls back to its default. */
export const septimMenuBoardBodySchema = z.looseObject({
  storeId: text(''),
  title: text('Menu'),
  subtitle: text(''),
  showTitle: flag(true),
  showSubtitle: flag(false),
  languageCode: z.enum(MENU_BOARD_LANGUAGES).catch(MENU_BOARD_DEFAULT_LANGUAGE),
  forcedMenuId: text(''),
  numberOfColumns: z
    .number()
    .int()
    .min(MENU_BOARD_COLUMNS.min)
    .max(MENU_BOARD_COLUMNS.max)
    .catch(MENU_BOARD_COLUMNS.default),
  ...fontStyles,
  fontSizeRatio: z
    .number()
    .min(SEPTIM_FONT_RATIO.min)
    .max(SEPTIM_FONT_RATIO.max)
    .catch(SEPTIM_FONT_RATIO.default),
  backgroundColor: z.string().min(1).catch('#101010'),
  showAllergens: flag(true),
  showMealImage: flag(true),
  mealImageSizeFactor: z
    .number()
    .min(MEAL_IMAGE_SIZE_FACTOR.min)
    .max(MEAL_IMAGE_SIZE_FACTOR.max)
    .catch(MEAL_IMAGE_SIZE_FACTOR.default),
  useManualData: flag(false),
  meals: z
    .preprocess(
      (v): unknown[] => (Array.isArray(v) ? (v as unknown[]).filter(isRecord) : []),
      z.array(septimManualMealSchema),
    )
    .catch([]),
});
export type SeptimMenuBoardBody = z.infer<typeof septimMenuBoardBodySchema>;

/** A stored body with every field read; what does not parse takes its default. */
export function readSeptimMenuBoardBody(body: unknown): SeptimMenuBoardBody {
  const parsed = septimMenuBoardBodySchema.safeParse(isRecord(body) ? body : {});
  return parsed.success ? parsed.data : septimMenuBoardBodySchema.parse({});
}

/** The item's fileIds: its manual meals' images, so the screen keeps them (widgets.md §3). */
export function septimMenuBoardFileIds(body: unknown): string[] {
  const ids = readSeptimMenuBoardBody(body).meals.flatMap((m) => (m.fileId ? [m.fileId] : []));
  return [...new Set(ids)];
}

/** widgets.md §3/§9: a new manual meal, "New Meal" for "0", its id manual-{timestamp}. */
export const newSeptimManualMeal = (now: number = Date.now()): SeptimManualMeal =>
  septimManualMealSchema.parse({
    _id: `manual-${now}`,
    name: 'New Meal',
    price: '0',
    allergens: [],
    pictograms: [],
    isAvailable: true,
    category: '',
  });

/** The body of a new board. */
export const defaultSeptimMenuBoardBody = (): SeptimMenuBoardBody =>
  septimMenuBoardBodySchema.parse({});
