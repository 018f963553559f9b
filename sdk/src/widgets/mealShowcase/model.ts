import { z } from 'zod';
import { MENU_BOARD_DEFAULT_LANGUAGE, MENU_BOARD_LANGUAGES } from '../menuBoard/layout.js';
import { bodyCategorySchema, objectList } from '../menuBoard/menu.js';
import {
  menuBoardLayoutConfigSchema,
  menuBoardFileIds,
  type MenuBoardLayoutConfig,
} from '../menuBoard/model.js';

export const MEAL_SHOWCASE_WIDGET_TYPE = 'meal_showcase';

/** The showcase's font styles: the board's, less those of texts a showcase does not draw. */
export const MEAL_SHOWCASE_FONT_STYLE_FIELDS = [
  'titleFontStyle',
  'categoryTitleFontStyle',
  'mealTitleFontStyle',
  'mealDescriptionFontStyle',
  'allergensFontStyle',
  'mealExtraTitleFontStyle',
] as const;

/**
 * widgets.md §1 "Meal showcase menu board": the manual menu board's categories and the look of
 * a gallery board (title, fonts, font ratio, background, allergens, pictures, language). The
 * settings are the board's own schema, so both read a stored field the same way.
 */
export const mealShowcaseBodySchema = menuBoardLayoutConfigSchema
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
  .extend({
    languageCode: z.enum(MENU_BOARD_LANGUAGES).catch(MENU_BOARD_DEFAULT_LANGUAGE),
    categories: objectList(bodyCategorySchema).catch([]),
  });
export type MealShowcaseBody = z.infer<typeof mealShowcaseBodySchema>;

export function readMealShowcaseBody(body: unknown): MealShowcaseBody {
  const parsed = mealShowcaseBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : mealShowcaseBodySchema.parse({});
}

/** The board settings a showcase draws with: its own, no category titles on the cards. */
export const showcaseLookOf = (body: MealShowcaseBody): MenuBoardLayoutConfig =>
  menuBoardLayoutConfigSchema.parse({ ...body, showCategories: false });

/** widgets.md §3: the item's fileIds are its meals' image ids (as the manual board's). */
export const mealShowcaseFileIds = (body: unknown): string[] => menuBoardFileIds(body);
