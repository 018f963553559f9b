/** widgets.md §8 texts the menu board pages share with the widget's dialog, verbatim. */
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
} as const;

/** Shown instead of a page the user's role may not see (the spec is silent on the wording). */
export const NO_ACCESS = "You don't have permission to see this page.";

/** core.md §2 routes of the menu board pages. */
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
