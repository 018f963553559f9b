/**
 * The texts the menu board pages and the boards' dialogs share, word for word as the operators
 * know them from the earlier console.
 */
export const MENU_TEXTS = {
  locationBoardsError: (error: string) => `Error loading location menu boards: ${error}`,
  staticBoardsError: (error: string) => `Error loading static menu boards: ${error}`,
  noLocationBoards: 'No menu boards found for this location.',
  noStaticBoards: 'No static menu boards found. Create one to get started.',
  loadingLocationBoards: 'Loading location menu boards...',
  loadingStaticBoards: 'Loading static menu boards....',
  noLocations: 'No locations found...',
  unnamedMeal: 'Unnamed meal',
  noCategory: 'No category',
  unnamedBoard: 'Unnamed Menu Board',
  noDate: 'N/A',
  convert: 'Convert to static menu board',
} as const;

/** A board's preview in a dialog lists its first 3 meals. */
export const PREVIEW_MEALS = 3;

/** "... and N more meals" after the preview. */
export const moreMeals = (count: number) => `... and ${count} more meals`;

/** The console's routes of the menu board pages; the dialogs open them in a new tab. */
export const MENU_ROUTES = {
  locations: '/data-integrations/menu-board-locations',
  location: (locationId: string) =>
    `/data-integrations/menu-board-locations/${encodeURIComponent(locationId)}`,
  createDaily: (locationId: string, date: string) =>
    `/data-integrations/menu-board-locations/${encodeURIComponent(locationId)}/create-menu-board?date=${date}`,
  daily: (locationId: string, boardId: string) =>
    `/data-integrations/menu-board-locations/${encodeURIComponent(locationId)}/menu-boards/${encodeURIComponent(boardId)}`,
  createStatic: '/data-integrations/menu-boards/create',
  static: (boardId: string) => `/data-integrations/menu-boards/${encodeURIComponent(boardId)}`,
  templates: '/data-integrations/menu-board-meal-templates',
} as const;

/** Attributes of a link that opens in a new tab. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The tabs of the store boards' dialogs: API Data reads the store, Manual Data the item. */
export const STORE_TABS = [
  ['api', 'API Data'],
  ['manual', 'Manual Data'],
] as const;
