/**
 * How a board of meals fills its box: the number of columns and the text scale, from the menu's
 * shape (its categories' meals, and how long each meal's texts are) and the box's size. Pure, so
 * the renderer draws in one pass without measuring, and the rule is tested on its own.
 *
 * The rule: for every column count from 1 to the maximum, find the largest text scale at which
 * the meals, flowed down the columns as the browser balances them (a category kept whole moves
 * to the next column, one that may break breaks between meals), fit the box's height; long
 * titles wrap as the scale grows, so each scale is tried against its own line counts, and a
 * column too narrow for a title's words (fewer than MIN_TITLE_CHARS a line) is not a fit. Keep
 * the column count with the largest scale, the fewer columns unless more give clearly larger
 * type (a board reads down before across). The scale stays between a floor (the smallest type a
 * screen across a canteen still shows) and the board's maximum.
 */

/** The font sizes (reference px at scale 1) a meal's lines are set in. */
export interface FitFonts {
  mealTitle: number;
  description: number;
  allergens: number;
  category: number;
}

/** A meal's texts: characters in its title and its description, whether it shows allergens. */
export interface FitMealTexts {
  titleChars: number;
  descriptionChars: number;
  allergens: boolean;
}

export interface BoardFitInput {
  /** The blocks in reading order (a category, or the soups block), each its meals' texts. */
  blocks: readonly (readonly FitMealTexts[])[];
  /** The room the meals have, in reference px. */
  width: number;
  height: number;
  /** The most columns the board may use. */
  maxColumns: number;
  /** Whether a category stays in one column (else it may break between meals). */
  keepBlocksWhole: boolean;
  /** Whether each block draws its category title. */
  blockTitles: boolean;
  fonts: FitFonts;
  /** Reference px between columns at scale 1. */
  columnGap?: number;
  /** Reference px of a meal's picture beside its texts at scale 1 (0 without pictures). */
  pictureWidth?: number;
  /** The largest and smallest text scale. */
  maxScale?: number;
  minScale?: number;
}

export interface BoardFit {
  columns: number;
  /** The text scale: stored font sizes times this. */
  scale: number;
  /** Whether the meals fit at the floor scale (false: more meals than the box can show). */
  fits: boolean;
}

/** Line height of board texts, as the stylesheet sets it. */
export const FIT_LINE_HEIGHT = 1.2;
/** A meal's padding above and below, in ems of its title (so it grows with the type). */
export const MEAL_PADDING_EM = 0.35;
/** Space under a category's title, and after a category, in ems of the category title. */
export const CATEGORY_GAP_EM = 0.3;
export const BLOCK_GAP_EM = 0.5;
/** Average advance of a character, in ems (bold titles are a little wider). */
const CHAR_EM = 0.52;
/** The room a price takes beside a title, in ems of the title ("1 290 Kč"). */
const PRICE_EM = 4.5;
/** Estimates are estimates: the fit keeps this share of the height free. */
const SAFETY = 0.94;
/** More columns win only with type larger by more than this ratio: a board reads down first. */
const PREFER_FEWER = 0.9;

export const FIT_SCALE = { min: 0.45, max: 3 } as const;

/** Lines a text of `chars` characters takes at `fontPx` in `width` px (0 for no text). */
export function linesOf(chars: number, fontPx: number, width: number): number {
  if (chars <= 0) return 0;
  return Math.ceil(chars / charsPerLine(fontPx, width));
}

/** Characters of a text at `fontPx` one line of `width` px holds. */
export const charsPerLine = (fontPx: number, width: number) =>
  Math.max(1, Math.floor(width / (fontPx * CHAR_EM)));

/** A column narrower than this many title characters a line reads badly: more type, fewer columns. */
export const MIN_TITLE_CHARS = 24;

/** A meal's height in reference px at scale `s` in a column `width` wide. */
export function mealHeight(input: BoardFitInput, texts: FitMealTexts, s: number, width: number) {
  const { fonts } = input;
  const textWidth = Math.max(1, width - (input.pictureWidth ?? 0) * s);
  const title = fonts.mealTitle * s;
  const titleLines = Math.max(1, linesOf(texts.titleChars, title, textWidth - PRICE_EM * title));
  const description = fonts.description * s;
  const descriptionLines = linesOf(texts.descriptionChars, description, textWidth);
  const allergens = texts.allergens ? fonts.allergens * s : 0;
  const textHeight =
    FIT_LINE_HEIGHT * (titleLines * title + descriptionLines * description + allergens);
  const picture = (input.pictureWidth ?? 0) * s;
  return Math.max(textHeight, picture) + 2 * MEAL_PADDING_EM * title;
}

/** A block's title with the space under it, and the space after the block, at scale `s`. */
export const blockSpace = (input: BoardFitInput, s: number) => ({
  title: input.blockTitles ? input.fonts.category * s * (FIT_LINE_HEIGHT + CATEGORY_GAP_EM) : 0,
  after: input.fonts.category * s * BLOCK_GAP_EM,
});

/** A block's meal heights, with its title's and its end's space. */
export interface BlockHeights {
  meals: readonly number[];
  title: number;
  after: number;
  /** It stays in one column (a block that may break, breaks between meals). */
  whole: boolean;
}

/** The meals a column holds when they are shared out evenly. */
export const columnShare = (mealsPerBlock: readonly number[], columns: number) =>
  Math.max(1, Math.ceil(mealsPerBlock.reduce((a, b) => a + b, 0) / Math.max(1, columns)));

/**
 * Whether a block that should stay whole can: one no longer than a column's share of the meals.
 * A longer one breaks between meals, or it would stand alone in one long column.
 */
export const keepsWhole = (meals: number, share: number) => meals <= share;

/**
 * Whether the blocks flow into `columns` columns of height `limit`, as the browser flows them:
 * a whole block that does not fit the rest of a column starts the next; a block that may break
 * fills the column meal by meal, its title never alone at a column's foot.
 */
export function flowsInto(blocks: readonly BlockHeights[], columns: number, limit: number) {
  let column = 1;
  let used = 0;
  const next = () => {
    column += 1;
    used = 0;
  };
  for (const block of blocks) {
    const total = block.title + block.meals.reduce((a, b) => a + b, 0) + block.after;
    if (block.whole || total <= limit - used) {
      if (total > limit) return false;
      if (used > 0 && total > limit - used) next();
      used += total;
    } else {
      block.meals.forEach((meal, index) => {
        const head = index === 0 ? block.title : 0;
        if (used > 0 && head + meal > limit - used) next();
        used += head + meal;
      });
      used += block.after;
    }
    if (column > columns) return false;
  }
  return column <= columns;
}

/** The largest scale at which `columns` columns fit the box, or null when not even the floor. */
function scaleFor(input: BoardFitInput, columns: number, min: number, max: number) {
  const gap = input.columnGap ?? 40;
  const share = columnShare(
    input.blocks.map((b) => b.length),
    columns,
  );
  const fitsAt = (s: number) => {
    const width = (input.width - (columns - 1) * gap * s) / columns;
    if (width <= 0) return false;
    const titlePx = input.fonts.mealTitle * s;
    const longest = Math.max(0, ...input.blocks.flat().map((m) => m.titleChars));
    const textWidth = width - (input.pictureWidth ?? 0) * s - PRICE_EM * titlePx;
    if (charsPerLine(titlePx, textWidth) < Math.min(MIN_TITLE_CHARS, longest) && s > min)
      return false;
    const space = blockSpace(input, s);
    const blocks = input.blocks.map((meals) => ({
      meals: meals.map((m) => mealHeight(input, m, s, width)),
      ...space,
      whole: input.keepBlocksWhole && keepsWhole(meals.length, share),
    }));
    return flowsInto(blocks, columns, input.height * SAFETY);
  };
  if (!fitsAt(min)) return null;
  if (fitsAt(max)) return max;
  let low = min;
  let high = max;
  for (let i = 0; i < 30; i += 1) {
    const mid = (low + high) / 2;
    if (fitsAt(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** The board's columns and text scale (see the rule at the top of this file). */
export function boardFit(input: BoardFitInput): BoardFit {
  const min = input.minScale ?? FIT_SCALE.min;
  const max = Math.max(min, input.maxScale ?? FIT_SCALE.max);
  const meals = input.blocks.reduce((a, b) => a + b.length, 0);
  const maxColumns = Math.max(1, Math.min(input.maxColumns, Math.max(1, meals)));
  let best: BoardFit | null = null;
  for (let columns = 1; columns <= maxColumns; columns += 1) {
    const scale = scaleFor(input, columns, min, max);
    if (scale === null) continue;
    if (!best || scale * PREFER_FEWER > best.scale)
      best = { columns, scale: round(scale), fits: true };
  }
  return best ?? { columns: maxColumns, scale: min, fits: false };
}

const round = (n: number) => Math.floor(n * 1000) / 1000;
