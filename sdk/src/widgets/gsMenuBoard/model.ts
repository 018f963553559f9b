import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import {
  boardFontStyles,
  boardVariant,
  DEFAULT_BOARD_BACKGROUND,
} from '../menuBoards/boardModel.js';
import type { BoardTextStyles } from '../menuBoards/boardCss.js';
import {
  bodyReader,
  flag,
  languageField,
  optionalColour,
  rangeField,
} from '../menuBoards/fields.js';
import { MENU_BOARD_FONT_RATIO } from '../menuBoards/layout.js';
import type { MealShows } from '../menuBoards/MealParts.js';

export const GS_MENU_BOARD_WIDGET_TYPE = 'gs_menu_board';

/** The texts a store board draws, by the body field of each one's font style. */
export const GS_MENU_BOARD_FONT_STYLE_FIELDS = [
  'titleFontStyle',
  'subtitleFontStyle',
  'mealTitleFontStyle',
  'mealDescriptionFontStyle',
  'allergensFontStyle',
] as const;
export type GsMenuBoardFontStyleField = (typeof GS_MENU_BOARD_FONT_STYLE_FIELDS)[number];

/** The store board: five of the board's texts, its font ratio, languages and background. */
export const gsMenuBoardVariant = boardVariant({
  type: GS_MENU_BOARD_WIDGET_TYPE,
  fontStyleFields: GS_MENU_BOARD_FONT_STYLE_FIELDS,
});

/**
 * The store-specific board's body: the store, the title, the language of the meal
 * names, a forced board of the day, and the classic board's styling fields. Every field has a
 * default, so a damaged body draws the default board rather than failing.
 */
export const gsMenuBoardBodySchema = lazySchema(() =>
  z.looseObject({
    storeId: z.string().catch(''),
    /** Empty: the board's own title from the store. */
    title: z.string().catch(''),
    showTitle: flag(true),
    languageCode: languageField,
    /** A board id of the day to show instead of the first one; empty or null: the first. */
    forcedMenuId: z.string().nullish().catch(undefined),
    showAllergens: flag(true),
    fontSizeRatio: rangeField(MENU_BOARD_FONT_RATIO),
    backgroundColor: optionalColour,
    // The classic board's looks, so both boards look alike until someone restyles one.
    ...boardFontStyles(GS_MENU_BOARD_FONT_STYLE_FIELDS),
  }),
);
export type GsMenuBoardBody = z.infer<typeof gsMenuBoardBodySchema>;

/** A stored body with every field read; what does not parse takes its default. */
export const readGsMenuBoardBody = bodyReader(gsMenuBoardBodySchema);

export const GS_MENU_BOARD_DEFAULT_BACKGROUND = DEFAULT_BOARD_BACKGROUND;

/**
 * What the store board draws meals with: its own five texts, and the board's look for the
 * texts it has not (its meals have no categories or extras to draw); no pictures, since the
 * store's meals have none to keep on the device.
 */
export function gsMenuBoardLook(body: GsMenuBoardBody): BoardTextStyles & MealShows {
  return { ...body, ...classicTexts(), showMealImage: false };
}

type ClassicTexts = Pick<BoardTextStyles, 'categoryTitleFontStyle' | 'mealExtraTitleFontStyle'>;
let classicTextsRead: ClassicTexts | undefined;
/** The board's look of the texts a store board does not draw; read on first use, not at load. */
function classicTexts(): ClassicTexts {
  if (!classicTextsRead) {
    classicTextsRead = z
      .object(boardFontStyles(['categoryTitleFontStyle', 'mealExtraTitleFontStyle']))
      .parse({});
  }
  return classicTextsRead;
}

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
