import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { LoginPage } from '../features/auth/LoginPage';
import { accountPublicRoutes } from '../features/auth/routes';
import { ScreensPage } from '../features/devices/ScreensPage';
import { screensRoutes } from '../features/devices/screensRoutes';
import { MediaPage } from '../features/media/MediaPage';
import { menuBoardRoutes } from '../features/menu-boards/routes';
import { scenesRoutes } from '../features/scenes/routes';
import { PLANNED_AREAS, PLANNED_PUBLIC_AREAS } from './areas';
import { ErrorScreen } from './ErrorScreen';
import { NotAvailablePage } from './NotAvailablePage';
import { NotFoundPage } from './NotFoundPage';
import { AuthGuard } from './session/AuthGuard';
import { AppShell } from './shell/AppShell';

/** Last resort for a crash outside the shell's own boundary (e.g. in the shell itself). */
function RootErrorScreen() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return <ErrorScreen message={message} onTryAgain={() => window.location.reload()} />;
}

export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorScreen />,
    children: [
      { path: '/login', element: <LoginPage /> },
      ...accountPublicRoutes,
      ...PLANNED_PUBLIC_AREAS.map((area) => ({
        path: area.path,
        element: <NotAvailablePage area={area.name} />,
      })),
      {
        element: <AuthGuard />,
        children: [
          {
            element: <AppShell />,
            children: [
              { index: true, element: <ScreensPage /> },
              { path: 'devices', element: <ScreensPage /> },
              ...screensRoutes,
              ...scenesRoutes,
              { path: 'files', element: <MediaPage /> },
              { path: 'files/folder/:folderId', element: <MediaPage /> },
              ...accountRoutes,
              ...menuBoardRoutes,
              ...PLANNED_AREAS.map((area) => ({
                path: area.path,
                element: <NotAvailablePage area={area.name} />,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
