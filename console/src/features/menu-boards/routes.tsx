import type { RouteObject } from 'react-router';

// Pages load on demand (route `lazy`); both board kinds share the editor's chunk.
const boardEditor = (kind: 'daily' | 'static') => async () => {
  const { BoardEditorPage } = await import('./BoardEditorPage');
  return { element: <BoardEditorPage kind={kind} /> };
};

/** core.md §2 routes of the menu board pages (issue 18), inside the app shell. */
export const menuBoardRoutes: RouteObject[] = [
  // The sidebar's Integrations entry: menu boards are the integration there is so far.
  {
    path: 'data-integrations',
    handle: { title: 'Integrations' },
    lazy: async () => ({ Component: (await import('./IntegrationsHome')).IntegrationsHome }),
  },
  {
    path: 'data-integrations/menu-board-meal-templates',
    handle: { title: 'Meal templates' },
    lazy: async () => ({
      Component: (await import('./templates/MealTemplatesPage')).MealTemplatesPage,
    }),
  },
  {
    path: 'data-integrations/menu-board-locations',
    handle: { title: 'Locations' },
    lazy: async () => ({ Component: (await import('./LocationsPage')).LocationsPage }),
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId',
    handle: { title: 'Location' },
    lazy: async () => ({ Component: (await import('./LocationPage')).LocationPage }),
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId/create-menu-board',
    handle: { title: 'New menu board' },
    lazy: boardEditor('daily'),
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId/menu-boards/:menuBoardId',
    handle: { title: 'Menu board' },
    lazy: boardEditor('daily'),
  },
  {
    path: 'data-integrations/menu-boards/create',
    handle: { title: 'New menu board' },
    lazy: boardEditor('static'),
  },
  {
    path: 'data-integrations/menu-boards/:menuBoardId',
    handle: { title: 'Menu board' },
    lazy: boardEditor('static'),
  },
];
