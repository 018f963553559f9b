import type { BoardTextStyles } from './boardCss.js';
import { boardFit, FIT_LINE_HEIGHT, FIT_SCALE, linesOf, type BoardFit } from './boardFit.js';
import type { AllergenLegendEntry } from './allergens.js';
import { splitSoups, type Menu } from './menu.js';

/**
 * A menu's fit on its board: the shape boardFit reads (each block's meals with their text
 * lengths, the font sizes) taken from the menu and the board's settings, the room left under
 * the titles, and whether the allergen legend has room below the meals.
 */

export interface MenuFitInput {
  menu: Menu;
  styles: BoardTextStyles;
  /** The board's box in reference px. */
  width: number;
  height: number;
  /** Reference px around the content and between the board's rows. */
  padding: number;
  gap: number;
  titles: { title: boolean; subtitle: boolean };
  /** The user's font scale: titles draw at it, meals at most FIT_SCALE.max times it. */
  userScale: number;
  maxColumns: number;
  keepBlocksWhole: boolean;
  showCategories: boolean;
  showAllergens: boolean;
  /** Reference px of a meal picture's side at scale 1 (0: no pictures). */
  pictureSide: number;
  legend: readonly AllergenLegendEntry[];
}

export interface MenuFit extends BoardFit {
  /** Whether the allergen legend is drawn under the meals. */
  legend: boolean;
  /** The legend's font size in reference px. */
  legendFontSize: number;
}

/** The legend's type: the allergens' size, a little larger. */
const LEGEND_FONT_SCALE = 1.15;
/** The most the legend grows with the meals' type. */
const LEGEND_MAX_GROWTH = 1.6;
/** The legend is dropped when keeping it would set the meals smaller than this. */
const LEGEND_MIN_SCALE = 0.6;

/** The legend's text as drawn: "1 Gluten · 3 Eggs". */
export const legendText = (legend: readonly AllergenLegendEntry[]) =>
  legend.map((entry) => `${entry.code} ${entry.name}`).join(' · ');

export function menuFit(input: MenuFitInput): MenuFit {
  const { menu, styles, userScale } = input;
  const { soups, others } = splitSoups(menu);
  const blockList = soups ? [soups, ...others] : others;
  const titleHeight =
    (input.titles.title
      ? styles.titleFontStyle.fontSize * FIT_LINE_HEIGHT * userScale + input.gap
      : 0) +
    (input.titles.subtitle
      ? styles.subtitleFontStyle.fontSize * FIT_LINE_HEIGHT * userScale + input.gap
      : 0);
  const room = { width: input.width - 2 * input.padding, height: input.height - 2 * input.padding };
  const showsAllergens = input.showAllergens;
  const base = {
    blocks: blockList.map((block) =>
      block.meals.map((meal) => ({
        titleChars: meal.title.length,
        descriptionChars: meal.description.length,
        allergens: showsAllergens && meal.allergens.trim() !== '',
      })),
    ),
    width: room.width,
    maxColumns: input.maxColumns,
    keepBlocksWhole: input.keepBlocksWhole,
    blockTitles: input.showCategories,
    fonts: {
      mealTitle: styles.mealTitleFontStyle.fontSize,
      description: styles.mealDescriptionFontStyle.fontSize,
      allergens: styles.allergensFontStyle.fontSize,
      category: styles.categoryTitleFontStyle.fontSize,
    },
    pictureWidth: input.pictureSide,
    maxScale: Math.max(FIT_SCALE.min, FIT_SCALE.max * userScale),
  };
  const mealsHeight = room.height - titleHeight;
  const without = boardFit({ ...base, height: mealsHeight });
  // The legend grows a little with the meals' type, so it reads beside them.
  const legendFontSize =
    styles.allergensFontStyle.fontSize *
    LEGEND_FONT_SCALE *
    Math.min(LEGEND_MAX_GROWTH, Math.max(1, without.scale));
  if (input.showAllergens && input.legend.length > 0) {
    const lines = linesOf(legendText(input.legend).length, legendFontSize, room.width);
    const legendHeight = lines * legendFontSize * FIT_LINE_HEIGHT + input.gap;
    const withLegend = boardFit({ ...base, height: mealsHeight - legendHeight });
    if (withLegend.fits && withLegend.scale >= LEGEND_MIN_SCALE)
      return { ...withLegend, legend: true, legendFontSize };
  }
  return { ...without, legend: false, legendFontSize };
}
