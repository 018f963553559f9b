import { BOARD_FONT_DEFAULTS, type BOARD_TEXT_FONT_STYLE_FIELDS } from './boardModel.js';
import { menuBoardFontStyleSchema, type MenuBoardFontStyle } from './fontStyle.js';

/**
 * A board's design: data, not code. Each design states its background, how its texts look, and
 * how meals are set (pictures beside them, dotted leaders to the price, a rule under category
 * titles, at most so many columns). The renderer reads the design; a new design is one entry
 * here. "Standard" is the board as it always looked.
 */

type TextField = (typeof BOARD_TEXT_FONT_STYLE_FIELDS)[number];

export interface BoardDesign {
  id: string;
  /** What the editor's list calls it. */
  label: string;
  /** CSS background of the board (a colour, or layers of gradients). */
  background: string | null;
  /** How the texts look: each field's changes to the board's default look. */
  texts: Partial<Record<TextField, Partial<MenuBoardFontStyle>>>;
  /** Meals draw their picture beside their texts (when the board shows pictures). */
  pictures: boolean;
  /** A dotted line leads from a meal's title to its price. */
  leaders: boolean;
  /** A line under each category's title, in the category title's colour. */
  categoryRule: boolean;
  /** The most columns the design sets meals in (the board's own maximum still applies). */
  maxColumns: number | null;
  /** Colour of the prices (null: the meal title's). */
  priceColour: string | null;
}

export const BOARD_DESIGNS = [
  {
    id: 'standard',
    label: 'Standard',
    background: null,
    texts: {},
    pictures: true,
    leaders: false,
    categoryRule: false,
    maxColumns: null,
    priceColour: null,
  },
  {
    id: 'list',
    label: 'Classic list',
    background: '#f6f1e7',
    texts: {
      titleFontStyle: { color: '#2b2118' },
      subtitleFontStyle: { color: '#6b5a48' },
      categoryTitleFontStyle: { color: '#9a3412', textAlign: 'center' },
      mealTitleFontStyle: { color: '#2b2118' },
      mealDescriptionFontStyle: { color: '#5c4d3d' },
      allergensFontStyle: { color: '#8a7866' },
      mealExtraTitleFontStyle: { color: '#4a3b2d' },
    },
    pictures: false,
    leaders: true,
    categoryRule: true,
    maxColumns: 2,
    priceColour: '#9a3412',
  },
  {
    id: 'pictures',
    label: 'Two columns with pictures',
    background: 'linear-gradient(160deg, #1b1f24 0%, #0e1013 100%)',
    texts: {
      categoryTitleFontStyle: { color: '#ffb74d' },
      mealDescriptionFontStyle: { color: '#c9ced6' },
      allergensFontStyle: { color: '#8d96a3' },
    },
    pictures: true,
    leaders: false,
    categoryRule: true,
    maxColumns: 2,
    priceColour: '#ffb74d',
  },
  {
    id: 'chalkboard',
    label: 'Chalkboard',
    background:
      'radial-gradient(ellipse at 30% 20%, rgba(255,255,255,0.06), transparent 60%), ' +
      'radial-gradient(ellipse at 80% 90%, rgba(255,255,255,0.04), transparent 55%), #263029',
    texts: {
      titleFontStyle: { color: '#f4f1e8' },
      subtitleFontStyle: { color: '#d9d4c5' },
      categoryTitleFontStyle: { color: '#f6d365', textAlign: 'center' },
      mealTitleFontStyle: { color: '#f4f1e8' },
      mealDescriptionFontStyle: { color: '#cfd8cf', italic: true },
      allergensFontStyle: { color: '#9fb3a3' },
      mealExtraTitleFontStyle: { color: '#e3e0d5' },
    },
    pictures: false,
    leaders: true,
    categoryRule: true,
    maxColumns: null,
    priceColour: '#f6d365',
  },
] as const satisfies readonly BoardDesign[];

export type BoardDesignId = (typeof BOARD_DESIGNS)[number]['id'];
export const BOARD_DESIGN_IDS = BOARD_DESIGNS.map((d) => d.id) as [
  BoardDesignId,
  ...BoardDesignId[],
];
export const DEFAULT_BOARD_DESIGN: BoardDesignId = 'standard';

/** A design by its id; an unknown one is the standard design. */
export const boardDesignOf = (id: string | null | undefined): BoardDesign =>
  BOARD_DESIGNS.find((d) => d.id === id) ?? BOARD_DESIGNS[0];

const defaultStyles = new Map<TextField, MenuBoardFontStyle>();
const defaultStyleOf = (field: TextField): MenuBoardFontStyle => {
  let style = defaultStyles.get(field);
  if (!style) {
    style = menuBoardFontStyleSchema(BOARD_FONT_DEFAULTS[field]).parse({});
    defaultStyles.set(field, style);
  }
  return style;
};

/**
 * A text's style under a design: the design restyles what the user left at the board's default
 * (a colour changed by hand stays the user's), so choosing a design never undoes a choice.
 */
export function designedStyle<S extends MenuBoardFontStyle>(
  field: TextField,
  style: S,
  design: BoardDesign,
): S {
  const changes = design.texts[field];
  if (!changes) return style;
  const defaults = defaultStyleOf(field);
  const result: S = { ...style };
  for (const [key, value] of Object.entries(changes) as [keyof MenuBoardFontStyle, never][]) {
    if (style[key] === defaults[key]) result[key] = value;
  }
  return result;
}
