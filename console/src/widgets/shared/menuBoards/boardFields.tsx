import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  MENU_BOARD_FONT_RATIO,
  clampFontRatio,
} from '@marquee/sdk';
import { settingFields } from './settingFields';

/**
 * The fields the boards of the family have in common, under the same names: the texts, what a
 * board shows, its sizes. A variant lists those it has, in its own order.
 */

/** What a board may show or hide, by its body field, as the switches name it. */
export const SHOWN_NAMES = {
  showTitle: 'Show title',
  showSubtitle: 'Show subtitle',
  showCategories: 'Show categories',
  showPrices: 'Show prices',
  showSoups: 'Show soups',
  showAllergens: 'Show allergens',
  showMealImage: 'Show meal images',
  allowCategoryBalancing: 'Allow category balancing',
} as const;

/** A board's texts in its font style list, by the body field holding each one's style. */
export const TEXT_NAMES = {
  titleFontStyle: 'Title',
  subtitleFontStyle: 'Subtitle',
  categoryTitleFontStyle: 'Category title',
  mealTitleFontStyle: 'Meal title',
  mealDescriptionFontStyle: 'Meal description',
  allergensFontStyle: 'Allergens',
  mealExtraTitleFontStyle: 'Meal extra',
  soupsTitleFontStyle: 'Soups title',
  soupsTextFontStyle: 'Soups text',
  soupsAllergensFontStyle: 'Soups allergens',
  soupsPriceFontStyle: 'Soups price',
} as const;

/** The names of a variant's texts, in its order; `renamed` gives a text a name of its own. */
export function textNames<F extends keyof typeof TEXT_NAMES>(
  fields: readonly F[],
  renamed: Partial<Record<F, string>> = {},
): Record<F, string> {
  return Object.fromEntries(
    fields.map((field) => [field, renamed[field] ?? TEXT_NAMES[field]]),
  ) as Record<F, string>;
}

export const titleField = settingFields<{ title: string }>().text('title', 'Title');
export const subtitleField = settingFields<{ subtitle: string }>().text('subtitle', 'Subtitle');
export const languageField = (codes: readonly string[]) =>
  settingFields<{ languageCode: string }>().language('languageCode', codes);

/** The size sliders, their test ids starting with `testIdPrefix` (e.g. `menu-board-columns`). */
export const sizeFields = (testIdPrefix: string) => ({
  photoSize: settingFields<{ mealImageSizeFactor: number }>().range(
    'mealImageSizeFactor',
    'Photo size',
    `${testIdPrefix}-photo-size`,
    MEAL_IMAGE_SIZE_FACTOR,
  ),
  columns: settingFields<{ numberOfColumns: number }>().range(
    'numberOfColumns',
    'Maximum columns',
    `${testIdPrefix}-columns`,
    MENU_BOARD_COLUMNS,
  ),
  /** The font ratio, drawn within the slider's range whatever is stored. */
  fontRatio: settingFields<{ fontSizeRatio: number }>().range(
    'fontSizeRatio',
    'Font ratio',
    `${testIdPrefix}-font-ratio`,
    MENU_BOARD_FONT_RATIO,
    (settings) => clampFontRatio(settings.fontSizeRatio),
  ),
});
