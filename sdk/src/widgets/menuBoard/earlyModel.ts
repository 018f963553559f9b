import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import {
  BOARD_FONT_STYLE_FIELDS,
  boardFontStyles,
  boardVariant,
  DEFAULT_BOARD_BACKGROUND,
} from '../menuBoards/boardModel.js';
import {
  bodyReader,
  countField,
  flag,
  isRecord,
  objectList,
  optionalColour,
  rangeField,
} from '../menuBoards/fields.js';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MEAL_TITLE_ROWS,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_EARLY_LANGUAGES,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_PADDING,
  mealTitleRows,
  offsetOrLimit,
} from '../menuBoards/layout.js';
import { bodyCategorySchema } from '../menuBoards/menu.js';
import { MENU_BOARD_SOURCES, MENU_BOARD_WIDGET_TYPE, readMenuBoardBody } from './model.js';

/**
 * The earlier (daily/static) variant of the menu board: the board before layouts, its settings
 * at the top level of the body rather than in configsByLayout.
 */

/**
 * An earlier-variant body says `isV2: false` and has no per-layout settings. A legacy body
 * without `isV2` stays a v2 body, read exactly as before.
 */
export function isEarlyMenuBoardBody(body: unknown): boolean {
  return isRecord(body) && body.isV2 === false && body.configsByLayout === undefined;
}

/** The earlier variant's texts: the board's seven, plus the soups block's own four. */
export const EARLY_FONT_STYLE_FIELDS = BOARD_FONT_STYLE_FIELDS;
export type EarlyFontStyleField = (typeof EARLY_FONT_STYLE_FIELDS)[number];

/** The earlier variant: its texts, three languages, the board's font ratio and background. */
export const earlyMenuBoardVariant = boardVariant({
  type: MENU_BOARD_WIDGET_TYPE,
  fontStyleFields: EARLY_FONT_STYLE_FIELDS,
  languages: MENU_BOARD_EARLY_LANGUAGES,
});

/** A padding slider's value, clamped to 0-3; unset or not a number is 1. */
const padding = lazySchema(() =>
  z
    .number()
    .finite()
    .transform((n) => Math.min(MENU_BOARD_PADDING.max, Math.max(MENU_BOARD_PADDING.min, n)))
    .catch(MENU_BOARD_PADDING.default),
);

/** Offset and limit, 0 or empty being unset. */
const offsetOrLimitField = lazySchema(() =>
  z.preprocess(offsetOrLimit, z.number().int().min(1).optional()),
);

export const earlyMenuBoardBodySchema = lazySchema(() =>
  z.looseObject({
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
    mealImageSizeFactor: rangeField(MEAL_IMAGE_SIZE_FACTOR),
    languageCode: z.enum(MENU_BOARD_EARLY_LANGUAGES).catch('cs'),
    numberOfColumns: countField(MENU_BOARD_COLUMNS),
    fontSizeRatio: rangeField(MENU_BOARD_FONT_RATIO),
    // 3 when unset; anything else outside 1-5 is 1.
    mealTitleRowsCount: z.preprocess(
      (v) => (v === undefined || v === null ? MEAL_TITLE_ROWS.default : mealTitleRows(v)),
      z.number(),
    ),
    mealPadding: padding,
    outerPadding: padding,
    offset: offsetOrLimitField,
    limit: offsetOrLimitField,
    backgroundColorLens: optionalColour,
    // The category titles are smaller than the v2 board's.
    ...boardFontStyles(EARLY_FONT_STYLE_FIELDS, { categoryTitleFontStyle: { fontSize: 32 } }),
    // A legacy manual board of this variant keeps its menu in the item.
    categories: objectList(bodyCategorySchema).catch([]),
  }),
);
export type EarlyMenuBoardBody = z.infer<typeof earlyMenuBoardBodySchema>;

/** An earlier-variant body with every field read; what does not parse takes its default. */
export const readEarlyMenuBoardBody = bodyReader(earlyMenuBoardBodySchema);

/** The earlier board's background: its lens colour, else near black. */
export const earlyBackgroundOf = (body: EarlyMenuBoardBody): string =>
  body.backgroundColorLens ?? DEFAULT_BOARD_BACKGROUND;

/**
 * The widget's body as stored: an earlier-variant body keeps its own top-level settings (no
 * per-layout settings are added, so it stays the earlier variant when edited); any other body
 * reads as v2.
 */
export const menuBoardStoredBodySchema = lazySchema(() =>
  z
    .unknown()
    .transform((body): Record<string, unknown> =>
      isEarlyMenuBoardBody(body) ? readEarlyMenuBoardBody(body) : readMenuBoardBody(body),
    ),
);
