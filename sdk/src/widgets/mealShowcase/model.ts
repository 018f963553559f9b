import type { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';
import { BOARD_TEXT_FONT_STYLE_FIELDS, boardVariant } from '../menuBoards/boardModel.js';
import { bodyReader, languageField, objectList } from '../menuBoards/fields.js';
import { bodyCategorySchema } from '../menuBoards/menu.js';
import {
  menuBoardFileIds,
  menuBoardLayoutConfigSchema,
  type MenuBoardLayoutConfig,
} from '../menuBoard/model.js';

export const MEAL_SHOWCASE_WIDGET_TYPE = 'meal_showcase';

/** The showcase's font styles: the board's, less those of texts a showcase does not draw. */
export const MEAL_SHOWCASE_FONT_STYLE_FIELDS = BOARD_TEXT_FONT_STYLE_FIELDS.filter(
  (field): field is Exclude<typeof field, 'subtitleFontStyle'> => field !== 'subtitleFontStyle',
);

/** The showcase: six of the board's texts, its font ratio, languages and background. */
export const mealShowcaseVariant = boardVariant({
  type: MEAL_SHOWCASE_WIDGET_TYPE,
  fontStyleFields: MEAL_SHOWCASE_FONT_STYLE_FIELDS,
});

/**
 * The meal showcase: the manual menu board's categories and the look of a gallery board
 * (title, fonts, font ratio, background, allergens, pictures, language). The settings are the
 * board's own schema, so both read a stored field the same way.
 */
// Built on first use; unwrap() builds the board's settings schema afresh to pick from.
export const mealShowcaseBodySchema = lazySchema(() =>
  menuBoardLayoutConfigSchema
    .unwrap()
    .pick({
      title: true,
      showTitle: true,
      showAllergens: true,
      showMealImage: true,
      fontSizeRatio: true,
      backgroundColor: true,
      titleFontStyle: true,
      categoryTitleFontStyle: true,
      mealTitleFontStyle: true,
      mealDescriptionFontStyle: true,
      allergensFontStyle: true,
      mealExtraTitleFontStyle: true,
    })
    .extend({ languageCode: languageField, categories: objectList(bodyCategorySchema).catch([]) }),
);
export type MealShowcaseBody = z.infer<typeof mealShowcaseBodySchema>;

export const readMealShowcaseBody = bodyReader(mealShowcaseBodySchema);

/** The board settings a showcase draws with: its own, no category titles on the cards. */
export const showcaseLookOf = (body: MealShowcaseBody): MenuBoardLayoutConfig =>
  menuBoardLayoutConfigSchema.parse({ ...body, showCategories: false });

/** The item's fileIds are its meals' image ids (as the manual board's). */
export const mealShowcaseFileIds = (body: unknown): string[] => menuBoardFileIds(body);
