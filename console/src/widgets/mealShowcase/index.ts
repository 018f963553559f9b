import {
  MEAL_SHOWCASE_WIDGET_TYPE,
  mealShowcaseFileIds,
  menuBoardSampleCategories,
  MENU_BOARD_PLACEMENT,
} from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import {
  showcaseFontsGroup,
  showcaseMenuGroup,
  showcaseSizesGroup,
  showcaseTextsGroup,
} from './ShowcaseGroups';

/** The meal showcase's editor: its menu (in a dialog), texts, sizes and colours, fonts. */
export const mealShowcaseEditor: WidgetEditor = {
  type: MEAL_SHOWCASE_WIDGET_TYPE,
  toolbarGroups: [showcaseMenuGroup, showcaseTextsGroup, showcaseSizesGroup, showcaseFontsGroup],
  // A new showcase starts with the 2 sample meals, placed full screen.
  create: async () => ({
    body: { categories: menuBoardSampleCategories() },
    box: MENU_BOARD_PLACEMENT,
  }),
  // The item's fileIds are its meals' images, so the screen caches them.
  update: ({ content }) => ({ item: { ...content, fileIds: mealShowcaseFileIds(content.body) } }),
};
