import {
  MEAL_IMAGE_SIZE_FACTOR,
  MENU_BOARD_COLUMNS,
  type BoardVariant,
  type FontRatioLimits,
} from '@marquee/sdk';
import type { EditedFontStyle, FontStyleOptions } from './FontStyleFields';
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

/** A font ratio inside the variant's limits; a value that is not a positive number is its default. */
function withinRatio({ min, max, default: fallback }: FontRatioLimits, ratio: unknown): number {
  if (typeof ratio !== 'number' || !Number.isFinite(ratio) || ratio <= 0) return fallback;
  return Math.min(max, Math.max(min, ratio));
}

/**
 * The fields a board variant of the sdk's board model gets from it: its languages, its texts,
 * its font ratio's slider and its background. Their test ids start with `testIdPrefix`
 * (e.g. `menu-board-columns`); the font style list may rename a text of the variant's.
 */
export function variantFields<F extends keyof typeof TEXT_NAMES>(
  variant: BoardVariant<F>,
  testIdPrefix: string,
) {
  const testId = (part: string) => `${testIdPrefix}-${part}`;
  return {
    language: languageField(variant.languages),
    photoSize: settingFields<{ mealImageSizeFactor: number }>().range(
      'mealImageSizeFactor',
      'Photo size',
      testId('photo-size'),
      MEAL_IMAGE_SIZE_FACTOR,
    ),
    columns: settingFields<{ numberOfColumns: number }>().range(
      'numberOfColumns',
      'Maximum columns',
      testId('columns'),
      MENU_BOARD_COLUMNS,
    ),
    /** The font ratio, drawn within the slider's range whatever is stored. */
    fontRatio: settingFields<{ fontSizeRatio: number }>().range(
      'fontSizeRatio',
      'Font ratio',
      testId('font-ratio'),
      variant.fontRatio,
      (settings) => withinRatio(variant.fontRatio, settings.fontSizeRatio),
    ),
    /** The background colour, the variant's own while the body sets none. */
    background: settingFields<{ backgroundColor?: string | null }>().colour(
      'backgroundColor',
      'Background colour',
      testId('background'),
      (settings) => settings.backgroundColor ?? variant.background,
    ),
    fontStyles: (renamed: Partial<Record<F, string>> = {}, options: FontStyleOptions = {}) =>
      settingFields<Record<F, EditedFontStyle>>().fontStyles(
        textNames(variant.fontStyleFields, renamed),
        { testIdPrefix, ...options },
      ),
  };
}
