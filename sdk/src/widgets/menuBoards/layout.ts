/**
 * The menu boards' arithmetic and texts, pure: grids by meal count, image size, font
 * ratio, soups, nutrition labels, languages, defaults and the board preview summary.
 */

/** The earlier (daily/static) variant's languages. */
export const MENU_BOARD_EARLY_LANGUAGES = ['cs', 'sk', 'en'] as const;
/** The v1 and later boards' languages. */
export const MENU_BOARD_LANGUAGES = [
  'cs',
  'sk',
  'en',
  'de',
  'it',
  'pl',
  'ru',
  'uk',
  'sr',
  'az',
] as const;
export type MenuBoardLanguage = (typeof MENU_BOARD_LANGUAGES)[number];
export const MENU_BOARD_DEFAULT_LANGUAGE: MenuBoardLanguage = 'cs';

/** The earlier variant's columns by the number of cells (meals, plus the soups block). */
export function columnsForCellCount(cells: number): number {
  if (cells <= 3) return Math.max(1, cells);
  if (cells === 4) return 2;
  if (cells <= 6) return 3;
  if (cells <= 8) return 4;
  if (cells === 9) return 3;
  if (cells <= 12) return 4;
  return 5;
}

/** The v1/v2 classic grid's columns by the number of cells. */
export function classicGridColumns(cells: number): number {
  if (cells <= 2) return 1;
  if (cells <= 4) return 2;
  if (cells <= 6) return 3;
  if (cells <= 8) return 4;
  return 5;
}

export interface GalleryGrid {
  columns: number;
  rows: number;
}

/** The gallery's and the meal showcase's grid by the number of meals. */
export function galleryGrid(meals: number): GalleryGrid {
  if (meals <= 3) return { columns: Math.max(1, meals), rows: 1 };
  if (meals === 4) return { columns: 2, rows: 2 };
  if (meals <= 6) return { columns: 3, rows: 2 };
  if (meals <= 8) return { columns: 4, rows: 2 };
  if (meals === 9) return { columns: 3, rows: 3 };
  return { columns: 4, rows: 3 };
}

/** The most meals a gallery shows: its largest grid, 4 × 3. */
export const GALLERY_MAX_MEALS = 12;

/** The store board shows at most 8 meals. */
export const STORE_BOARD_MAX_MEALS = 8;

/** The store board's columns: two meals per column pair, at most 8 meals. */
export function storeBoardColumns(meals: number): number {
  const shown = Math.min(STORE_BOARD_MAX_MEALS, Math.max(0, meals));
  return Math.max(1, Math.ceil(shown / 2));
}

/** The photo size factor, 1 to 10, default 5. */
export const MEAL_IMAGE_SIZE_FACTOR = { min: 1, max: 10, step: 1, default: 5 } as const;

/**
 * A classic meal image's size, in percent of the board's width: by columns
 * (1: 14, 2: 10, 3: 9, else 8) times (0.5 + 0.1 × the size factor), so the default factor 5
 * draws the column's base size.
 */
export function classicImageSize(
  columns: number,
  factor: number = MEAL_IMAGE_SIZE_FACTOR.default,
): number {
  const base = columns <= 1 ? 14 : columns === 2 ? 10 : columns === 3 ? 9 : 8;
  return round(base * (0.5 + 0.1 * factor));
}

/**
 * The font ratio. At the base 5/40 the font styles draw at their stored size;
 * the ratio scales them in proportion, up to the maximum 1. The v1 board's default is 0.39.
 */
export const MENU_BOARD_FONT_RATIO = {
  min: 0.025,
  max: 1,
  step: 0.005,
  default: 5 / 40,
  v1Default: 0.39,
} as const;

/** A font ratio inside its limits; a value that is not a number is the default. */
export function clampFontRatio(ratio: unknown): number {
  const { min, max, default: fallback } = MENU_BOARD_FONT_RATIO;
  if (typeof ratio !== 'number' || !Number.isFinite(ratio) || ratio <= 0) return fallback;
  return Math.min(max, Math.max(min, ratio));
}

/** How much larger than their stored size the font styles draw at this ratio (1 at the base). */
export const fontScaleOf = (ratio: unknown): number =>
  round(clampFontRatio(ratio) / MENU_BOARD_FONT_RATIO.default);

/** The maximum columns slider, 1 to 4, default 3. */
export const MENU_BOARD_COLUMNS = { min: 1, max: 4, step: 1, default: 3 } as const;
/** Meal title rows 1 to 5 (invalid becomes 1), default 3. */
export const MEAL_TITLE_ROWS = { min: 1, max: 5, step: 1, default: 3 } as const;
/** Meal padding and outer padding sliders, default 1 when unset. */
export const MENU_BOARD_PADDING = { min: 0, max: 3, step: 0.1, default: 1 } as const;

/** Title rows 1 to 5; anything else becomes 1. */
export function mealTitleRows(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5
    ? value
    : MEAL_TITLE_ROWS.min;
}

/** Offset and limit are numbers from 0; 0 or empty becomes undefined. */
export function offsetOrLimit(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return undefined;
  return Math.floor(number);
}

/** The category words that make a meal a soup. */
export const SOUP_CATEGORY_WORDS = ['Polévky', 'Polévka', 'Soup', 'Soups'] as const;

/** A meal is a soup when its default category contains one of the soup words. */
export function isSoupCategory(category: string | null | undefined): boolean {
  const name = (category ?? '').toLocaleLowerCase('cs');
  return SOUP_CATEGORY_WORDS.some((word) => name.includes(word.toLocaleLowerCase('cs')));
}

/** A meal's energy, "Energie: N kcal". */
export const energyLabel = (kcal: number): string => `Energie: ${kcal} kcal`;

/** The nutrition circles' labels, by the server meal's field. */
export const NUTRITION_LABELS = {
  carbs: 'Sacharidy',
  proteins: 'Bílkoviny',
  fats: 'Tuky',
  cholesterol: 'Cholest. (mg)',
} as const;
export type NutritionField = keyof typeof NUTRITION_LABELS;

/** What a board or its editor shows for a missing name, date or menu. */
export const MENU_BOARD_TEXTS = {
  unnamedMeal: 'Unnamed meal',
  noCategory: 'No category',
  unnamedBoard: 'Unnamed Menu Board',
  noDate: 'N/A',
  noCategories: 'No categories available for this menu board',
  noMeals: 'No meals available in this category',
} as const;

const orPlaceholder = (text: string | null | undefined, placeholder: string) =>
  text?.trim() ? text.trim() : placeholder;
export const mealTitleOf = (title: string | null | undefined) =>
  orPlaceholder(title, MENU_BOARD_TEXTS.unnamedMeal);
export const categoryTitleOf = (title: string | null | undefined) =>
  orPlaceholder(title, MENU_BOARD_TEXTS.noCategory);
export const menuBoardNameOf = (name: string | null | undefined) =>
  orPlaceholder(name, MENU_BOARD_TEXTS.unnamedBoard);
export const menuDateOf = (date: string | null | undefined) =>
  orPlaceholder(date, MENU_BOARD_TEXTS.noDate);

/** A board's preview lists its first 3 meals. */
export const BOARD_PREVIEW_MEALS = 3;

export interface BoardPreview {
  meals: string[];
  /** "... and N more meals", when there are more. */
  more: string | null;
}

/** The first 3 meal names, then "... and N more meals". */
export function boardPreview(mealNames: readonly string[]): BoardPreview {
  const rest = mealNames.length - BOARD_PREVIEW_MEALS;
  return {
    meals: mealNames.slice(0, BOARD_PREVIEW_MEALS).map(mealTitleOf),
    more: rest > 0 ? `... and ${rest} more meals` : null,
  };
}

/** Full-screen placement; menu boards are neither moved nor resized. */
export const MENU_BOARD_PLACEMENT = { x: 0, y: 0, w: 100, h: 100 } as const;

/** The list page size of menu board queries. */
export const MENU_BOARD_PAGE_SIZE = 100;

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
