import type { RouteObject } from 'react-router';
import { BoardEditorPage } from './BoardEditorPage';
import { LocationPage } from './LocationPage';
import { LocationsPage } from './LocationsPage';

/** core.md §2 routes of the menu board pages (issue 18), inside the app shell. */
export const menuBoardRoutes: RouteObject[] = [
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
