import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// Pages load on demand (lazyPage); both board kinds share the editor's chunk.
const boardEditor = (kind: 'daily' | 'static') =>
  lazyPage(async () => {
    const { BoardEditorPage } = await import('./BoardEditorPage');
    return function BoardEditor() {
      return <BoardEditorPage kind={kind} />;
    };
  });
const DailyBoardEditor = boardEditor('daily');
const StaticBoardEditor = boardEditor('static');

/** The routes of the menu board pages, inside the app shell. */
export const menuBoardRoutes: RouteObject[] = [
  // The sidebar's Integrations entry: a card per integration area.
  {
    path: 'data-integrations',
    handle: { title: 'Integrations' },
    Component: lazyPage(
      async () => (await import('../integrations/IntegrationsPage')).IntegrationsPage,
    ),
  },
  {
    path: 'data-integrations/menu-board-meal-templates',
    handle: { title: 'Meal templates' },
    Component: lazyPage(
      async () => (await import('./templates/MealTemplatesPage')).MealTemplatesPage,
    ),
  },
  {
    path: 'data-integrations/menu-board-locations',
    handle: { title: 'Locations' },
    Component: lazyPage(async () => (await import('./LocationsPage')).LocationsPage),
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId',
    handle: { title: 'Location' },
    Component: lazyPage(async () => (await import('./LocationPage')).LocationPage),
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId/create-menu-board',
    handle: { title: 'New menu board' },
    Component: DailyBoardEditor,
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId/menu-boards/:menuBoardId',
    handle: { title: 'Menu board' },
    Component: DailyBoardEditor,
  },
  {
    path: 'data-integrations/menu-boards/create',
    handle: { title: 'New menu board' },
    Component: StaticBoardEditor,
  },
  {
    path: 'data-integrations/menu-boards/:menuBoardId',
    handle: { title: 'Menu board' },
    Component: StaticBoardEditor,
  },
];
