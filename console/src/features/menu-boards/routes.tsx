import type { RouteObject } from 'react-router';
import { BoardEditorPage } from './BoardEditorPage';
import { IntegrationsHome } from './IntegrationsHome';
import { LocationPage } from './LocationPage';
import { LocationsPage } from './LocationsPage';
import { MealTemplatesPage } from './templates/MealTemplatesPage';

/** core.md §2 routes of the menu board pages (issue 18), inside the app shell. */
export const menuBoardRoutes: RouteObject[] = [
  // The sidebar's Integrations entry: menu boards are the integration there is so far.
  { path: 'data-integrations', element: <IntegrationsHome /> },
  { path: 'data-integrations/menu-board-meal-templates', element: <MealTemplatesPage /> },
  { path: 'data-integrations/menu-board-locations', element: <LocationsPage /> },
  { path: 'data-integrations/menu-board-locations/:locationId', element: <LocationPage /> },
  {
    path: 'data-integrations/menu-board-locations/:locationId/create-menu-board',
    element: <BoardEditorPage kind="daily" />,
  },
  {
    path: 'data-integrations/menu-board-locations/:locationId/menu-boards/:menuBoardId',
    element: <BoardEditorPage kind="daily" />,
  },
  { path: 'data-integrations/menu-boards/create', element: <BoardEditorPage kind="static" /> },
  {
    path: 'data-integrations/menu-boards/:menuBoardId',
    element: <BoardEditorPage kind="static" />,
  },
];
