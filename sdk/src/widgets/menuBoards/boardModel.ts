import { menuBoardFontStyleSchema, type MenuBoardFontStyle } from './fontStyle.js';
import { MENU_BOARD_FONT_RATIO, MENU_BOARD_LANGUAGES } from './layout.js';

/**
 * The board model every variant of the menu-board family shares: the texts a board may draw
 * (each with its font style field and default look), the background, and what a variant states
 * about itself (its texts, its font ratio's slider, its languages, its background).
 */

/** The texts of a menu board, by the body field that holds each one's font style. */
export const BOARD_TEXT_FONT_STYLE_FIELDS = [
  'titleFontStyle',
  'subtitleFontStyle',
  'categoryTitleFontStyle',
  'mealTitleFontStyle',
  'mealDescriptionFontStyle',
  'allergensFontStyle',
  'mealExtraTitleFontStyle',
] as const;

/** The soups block's own texts (only the earlier menu board draws them apart). */
export const SOUPS_FONT_STYLE_FIELDS = [
  'soupsTitleFontStyle',
  'soupsTextFontStyle',
  'soupsAllergensFontStyle',
  'soupsPriceFontStyle',
] as const;

/** Every font style field a board of the family may have. */
export const BOARD_FONT_STYLE_FIELDS = [
  ...BOARD_TEXT_FONT_STYLE_FIELDS,
  ...SOUPS_FONT_STYLE_FIELDS,
] as const;
export type BoardFontStyleField = (typeof BOARD_FONT_STYLE_FIELDS)[number];

/** Each text's default look, in reference pixels at the base font ratio. */
export const BOARD_FONT_DEFAULTS: Record<BoardFontStyleField, Partial<MenuBoardFontStyle>> = {
  titleFontStyle: { fontSize: 72, fontWeight: 'bold', textAlign: 'center' },
  subtitleFontStyle: { fontSize: 36, color: '#d0d0d0', textAlign: 'center' },
  categoryTitleFontStyle: { fontSize: 40, fontWeight: 'bold', color: '#f5b400' },
  mealTitleFontStyle: { fontSize: 28, fontWeight: 'bold' },
  mealDescriptionFontStyle: { fontSize: 20, color: '#d0d0d0' },
  allergensFontStyle: { fontSize: 16, color: '#a0a0a0', italic: true },
  mealExtraTitleFontStyle: { fontSize: 20, color: '#e0e0e0' },
  soupsTitleFontStyle: { fontSize: 32, fontWeight: 'bold', color: '#f5b400' },
  soupsTextFontStyle: { fontSize: 24 },
  soupsAllergensFontStyle: { fontSize: 16, color: '#a0a0a0', italic: true },
  soupsPriceFontStyle: { fontSize: 24, fontWeight: 'bold' },
};

type FontStyleSchema = ReturnType<typeof menuBoardFontStyleSchema>;

/**
 * The schemas of a variant's font style fields, each with the board's default look unless the
 * variant changes it. A style that is not an object reads as every field's default.
 */
export function boardFontStyles<F extends BoardFontStyleField>(
  fields: readonly F[],
  overrides: Partial<Record<F, Partial<MenuBoardFontStyle>>> = {},
): { [K in F]: FontStyleSchema } {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      menuBoardFontStyleSchema({ ...BOARD_FONT_DEFAULTS[field], ...overrides[field] }),
    ]),
  ) as { [K in F]: FontStyleSchema };
}

/** A board's background when none is set: near black. */
export const DEFAULT_BOARD_BACKGROUND = '#101010';

/** A font ratio slider: its limits, step and default. */
export interface FontRatioLimits {
  min: number;
  max: number;
  step: number;
  default: number;
}

/** How one variant of the family differs in what its editor offers and its defaults. */
export interface BoardVariant<F extends BoardFontStyleField = BoardFontStyleField> {
  /** The scene item type. */
  type: string;
  /** The texts it draws, in the order an editor lists them. */
  fontStyleFields: readonly F[];
  fontRatio: FontRatioLimits;
  languages: readonly string[];
  /** The background when the body sets none. */
  background: string;
}

/** The variant's font ratio field limits when it keeps the board's own (base 5/40, up to 1). */
export const BOARD_FONT_RATIO: FontRatioLimits = {
  min: MENU_BOARD_FONT_RATIO.min,
  max: MENU_BOARD_FONT_RATIO.max,
  step: MENU_BOARD_FONT_RATIO.step,
  default: MENU_BOARD_FONT_RATIO.default,
};

/** A variant with the board's font ratio, languages and background unless it states its own. */
export const boardVariant = <F extends BoardFontStyleField>(
  variant: Pick<BoardVariant<F>, 'type' | 'fontStyleFields'> & Partial<BoardVariant<F>>,
): BoardVariant<F> => ({
  fontRatio: BOARD_FONT_RATIO,
  languages: MENU_BOARD_LANGUAGES,
  background: DEFAULT_BOARD_BACKGROUND,
  ...variant,
});
