import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import {
  BOARD_TEXT_FONT_STYLE_FIELDS,
  boardFontStyles,
  boardVariant,
  DEFAULT_BOARD_BACKGROUND,
} from '../menuBoards/boardModel.js';
import {
  bodyReader,
  countField,
  distinctIds,
  flag,
  intList,
  languageField,
  objectList,
  optionalNumber,
  optionalText,
  rangeField,
  textField,
  textOr,
} from '../menuBoards/fields.js';
import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_FONT_RATIO,
} from '../menuBoards/layout.js';

/** The menu board v1 fed by the Septim point-of-sale store system. */
export const SEPTIM_MENU_BOARD_WIDGET_TYPE = 'la_fresca_septim_menu_board';

/** The v1 board has the same seven font styles as the v2 board. */
export const SEPTIM_FONT_STYLE_FIELDS = BOARD_TEXT_FONT_STYLE_FIELDS;
export type SeptimFontStyleField = (typeof SEPTIM_FONT_STYLE_FIELDS)[number];

/**
 * The v1 font ratio defaults to 0.39 and goes up to 1. At 0.39 the font styles
 * draw at their stored size (reference pixels), so a v1 body keeps sizes a person can read.
 */
export const SEPTIM_FONT_RATIO = {
  min: MENU_BOARD_FONT_RATIO.min,
  max: MENU_BOARD_FONT_RATIO.max,
  step: MENU_BOARD_FONT_RATIO.step,
  default: MENU_BOARD_FONT_RATIO.v1Default,
} as const;

/** The v1 board: the board's texts with its own font ratio (0.39 by default). */
export const septimMenuBoardVariant = boardVariant({
  type: SEPTIM_MENU_BOARD_WIDGET_TYPE,
  fontStyleFields: SEPTIM_FONT_STYLE_FIELDS,
  fontRatio: SEPTIM_FONT_RATIO,
});

/** How much larger than their stored size the texts draw at `ratio` (1 at the v1 default). */
export const septimTextScale = (ratio: number): number =>
  Math.round((ratio / SEPTIM_FONT_RATIO.default) * 1000) / 1000;

/** The v1 board's body: one meal typed in by hand. */
export const septimManualMealSchema = lazySchema(() =>
  z.looseObject({
    _id: z.string().catch(''),
    septimId: z.union([z.string(), z.number()]).optional().catch(undefined),
    name: textField,
    price: textField,
    proteins: optionalNumber,
    energy: optionalNumber,
    type: optionalText,
    imageUrl: z.string().nullish().catch(undefined),
    fileId: z.string().nullish().catch(undefined),
    allergens: intList,
    isAvailable: flag(true),
    category: textField,
    pictograms: intList,
    receiptId: optionalText,
    fats: optionalNumber,
    carbs: optionalNumber,
    cholesterol: optionalNumber,
    imageId: optionalText,
  }),
);
export type SeptimManualMeal = z.infer<typeof septimManualMealSchema>;

/** The v1 board's body; every field falls back to its default. */
export const septimMenuBoardBodySchema = lazySchema(() =>
  z.looseObject({
    storeId: textField,
    title: textOr('Menu'),
    subtitle: textField,
    showTitle: flag(true),
    showSubtitle: flag(false),
    languageCode: languageField,
    forcedMenuId: textField,
    numberOfColumns: countField(MENU_BOARD_COLUMNS),
    ...boardFontStyles(SEPTIM_FONT_STYLE_FIELDS),
    fontSizeRatio: rangeField(SEPTIM_FONT_RATIO),
    backgroundColor: z.string().min(1).catch(DEFAULT_BOARD_BACKGROUND),
    showAllergens: flag(true),
    showMealImage: flag(true),
    mealImageSizeFactor: rangeField(MEAL_IMAGE_SIZE_FACTOR),
    useManualData: flag(false),
    meals: objectList(septimManualMealSchema).catch([]),
  }),
);
export type SeptimMenuBoardBody = z.infer<typeof septimMenuBoardBodySchema>;

/** A stored body with every field read; what does not parse takes its default. */
export const readSeptimMenuBoardBody = bodyReader(septimMenuBoardBodySchema);

/** The item's fileIds: its manual meals' images, so the screen keeps them. */
export const septimMenuBoardFileIds = (body: unknown): string[] =>
  distinctIds(readSeptimMenuBoardBody(body).meals.map((m) => m.fileId));

/** A new manual meal, "New Meal" for "0", its id manual-{timestamp}. */
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
