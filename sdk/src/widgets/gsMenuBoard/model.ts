import { z } from 'zod';
import {
  MENU_BOARD_DEFAULT_LANGUAGE,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_LANGUAGES,
  menuBoardLayoutConfigSchema,
  type MenuBoardFontStyleField,
  type MenuBoardLayoutConfig,
} from '../menuBoard/index.js';
import { flag } from '../menuBoard/menu.js';
import { menuBoardFontStyleSchema } from '../menuBoard/fontStyle.js';

export const GS_MENU_BOARD_WIDGET_TYPE = 'gs_menu_board';

/** The texts a store board draws, by the body field of each one's font style. */
export const GS_MENU_BOARD_FONT_STYLE_FIELDS = [
  'titleFontStyle',
  'subtitleFontStyle',
  'mealTitleFontStyle',
  'mealDescriptionFontStyle',
  'allergensFontStyle',
] as const satisfies readonly MenuBoardFontStyleField[];
export type GsMenuBoardFontStyleField = (typeof GS_MENU_BOARD_FONT_STYLE_FIELDS)[number];

// The classic board's defaults, so both boards look alike until someone restyles one.
const classicDefaults = menuBoardLayoutConfigSchema.parse({});
const fontStyle = (field: GsMenuBoardFontStyleField) =>
  menuBoardFontStyleSchema(classicDefaults[field]).catch(classicDefaults[field]);

/**
 * widgets.md §3 "Store-specific board body": the store, the title, the language of the meal
 * names, a forced board of the day, and the classic board's styling fields. Every field has a
 * default, so a damaged body draws the default board rather than failing.
 */
export const gsMenuBoardBodySchema = z.looseObject({
  storeId: z.string().catch(''),
  /** Empty: the board's own title from the store. */
  title: z.string().catch(''),
  showTitle: flag(true),
  languageCode: z.enum(MENU_BOARD_LANGUAGES).catch(MENU_BOARD_DEFAULT_LANGUAGE),
  /** A board id of the day to show instead of the first one; empty or null: the first. */
  forcedMenuId: z.string().nullish().catch(undefined),
  showAllergens: flag(true),
  fontSizeRatio: z
    .number()
    .min(MENU_BOARD_FONT_RATIO.min)
    .max(MENU_BOARD_FONT_RATIO.max)
    .catch(MENU_BOARD_FONT_RATIO.default),
  backgroundColor: z.string().min(1).optional().catch(undefined),
  titleFontStyle: fontStyle('titleFontStyle'),
  subtitleFontStyle: fontStyle('subtitleFontStyle'),
  mealTitleFontStyle: fontStyle('mealTitleFontStyle'),
  mealDescriptionFontStyle: fontStyle('mealDescriptionFontStyle'),
  allergensFontStyle: fontStyle('allergensFontStyle'),
});
export type GsMenuBoardBody = z.infer<typeof gsMenuBoardBodySchema>;

/** A stored body with every field read; what does not parse takes its default. */
export function readGsMenuBoardBody(body: unknown): GsMenuBoardBody {
  const parsed = gsMenuBoardBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : gsMenuBoardBodySchema.parse({});
}

export const GS_MENU_BOARD_DEFAULT_BACKGROUND = '#101010';

/**
 * The body as the classic board's settings, so the store board draws meals with the same
 * stylesheet and meal texts (no images: the store's meals have none to keep on the device).
 */
export const gsMenuBoardLook = (body: GsMenuBoardBody): MenuBoardLayoutConfig =>
  menuBoardLayoutConfigSchema.parse({
    ...classicDefaults,
    title: body.title,
    showTitle: body.showTitle,
    showAllergens: body.showAllergens,
    showMealImage: false,
    fontSizeRatio: body.fontSizeRatio,
    backgroundColor: body.backgroundColor,
    titleFontStyle: body.titleFontStyle,
    subtitleFontStyle: body.subtitleFontStyle,
    mealTitleFontStyle: body.mealTitleFontStyle,
    mealDescriptionFontStyle: body.mealDescriptionFontStyle,
    allergensFontStyle: body.allergensFontStyle,
  });

/** A board's serving hours: "11:00–14:30", "from 11:00", "until 14:30", or none. */
export function availabilityRange(
  from: string | null | undefined,
  to: string | null | undefined,
): string | null {
  const start = from?.trim();
  const end = to?.trim();
  if (start && end) return `${start}–${end}`;
  if (start) return `from ${start}`;
  if (end) return `until ${end}`;
  return null;
}

/** The body of a new store board. */
export const defaultGsMenuBoardBody = (): GsMenuBoardBody => gsMenuBoardBodySchema.parse({});
