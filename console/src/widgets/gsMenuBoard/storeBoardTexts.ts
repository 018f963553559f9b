import { MENU_BOARD_TEXTS as BOARD_TEXTS } from '@marquee/sdk';

/** widgets.md §8 texts of the store boards' dialogs, verbatim (the same for both boards). */
export const STORE_BOARD_TEXTS = {
  loadError: (error: string) => `Error loading menu data: ${error}`,
  noCategories: BOARD_TEXTS.noCategories,
  noMeals: BOARD_TEXTS.noMeals,
  loading: 'Loading menu data...',
  enterStoreId: 'Enter the store ID to see today’s menus.',
} as const;
