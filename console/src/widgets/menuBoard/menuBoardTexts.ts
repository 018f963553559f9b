import type { MenuBoardFontStyleField } from '@marquee/sdk';

/** widgets.md §8 texts of the Edit Menu Board dialog, verbatim. */
export const MENU_BOARD_TEXTS = {
  locationBoardsError: (error: string) => `Error loading location menu boards: ${error}`,
  staticBoardsError: (error: string) => `Error loading static menu boards: ${error}`,
  noLocationBoards: 'No menu boards found for this location.',
  noStaticBoards: 'No static menu boards found. Create one to get started.',
  loadingLocationBoards: 'Loading location menu boards...',
  loadingStaticBoards: 'Loading static menu boards....',
  noLocations: 'No locations found...',
  unnamedMeal: 'Unnamed meal',
  unnamedBoard: 'Unnamed Menu Board',
  noDate: 'N/A',
  convert: 'Convert to static menu board',
} as const;

/** widgets.md §9: the dialog previews a board's first 3 meals. */
export const PREVIEW_MEALS = 3;

/** "... and N more meals" after the preview (§2). */
export const moreMeals = (count: number) => `... and ${count} more meals`;

/** Console routes opened in a new tab (core.md §2). */
export const MENU_BOARD_LINKS = {
  locations: '/data-integrations/menu-board-locations',
  location: (id: string) => `/data-integrations/menu-board-locations/${encodeURIComponent(id)}`,
  createStatic: '/data-integrations/menu-boards/create',
  editStatic: (id: string) => `/data-integrations/menu-boards/${encodeURIComponent(id)}`,
} as const;

/** Attributes of a link that opens in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The names of the board's texts in its font style list, in MENU_BOARD_FONT_STYLE_FIELDS order. */
export const MENU_BOARD_STYLE_NAMES: Record<MenuBoardFontStyleField, string> = {
  titleFontStyle: 'Title',
  subtitleFontStyle: 'Subtitle',
  categoryTitleFontStyle: 'Category title',
  mealTitleFontStyle: 'Meal title',
  mealDescriptionFontStyle: 'Meal description',
  allergensFontStyle: 'Allergens',
  mealExtraTitleFontStyle: 'Meal extra',
};
