import { Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { accountPublicRoutes } from '../features/auth/routes';
import { screensRoutes } from '../features/devices/screensRoutes';
import { menuBoardRoutes } from '../features/menu-boards/routes';
import { scenesRoutes } from '../features/scenes/routes';
import { PLANNED_AREAS, PLANNED_PUBLIC_AREAS } from './areas';
import { BRAND } from './brand';
import { ErrorScreen } from './ErrorScreen';
import { PublicPagesLayout } from './PublicPagesLayout';
import { CenteredMessage } from './session/CenteredMessage';

// Every page, the session guard and the shell load on demand (route `lazy`): /login downloads
// neither the shell nor the pages behind sign-in. While a page's code arrives, react-router keeps
// the current page on screen, so a navigation never flashes an empty one.

/** Last resort for a crash outside the shell's own boundary (e.g. in the shell itself). */
function RootErrorScreen() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  return <ErrorScreen message={message} onTryAgain={() => window.location.reload()} />;
}

/** How long the first page may take before its spinner shows: a fast load never flashes it. */
const FIRST_LOAD_SPINNER_DELAY_MS = 300;

/**
 * Until the first page's code has arrived: nothing for a moment, then a spinner, so a slow link
 * sees the console is on its way. Its own words: "Loading" is the session check's, which follows.
 */
function FirstPageLoading() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FIRST_LOAD_SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <CenteredMessage>
      <Spinner label={`Starting ${BRAND.productName}...`} />
    </CenteredMessage>
  );
}

/** A planned area's honest page; `standalone` public ones sit in the sign-in pages' card. */
const notAvailable =
  (standalone: boolean) =>
  (area: { path: string; name: string }): RouteObject => ({
    path: area.path,
    handle: { title: area.name },
    lazy: async () => {
      const { NotAvailablePage } = await import('./NotAvailablePage');
      return { element: <NotAvailablePage area={area.name} standalone={standalone} /> };
    },
  });

const screensPage = async () => ({
  Component: (await import('../features/devices/ScreensPage')).ScreensPage,
});
const mediaPage = async () => ({
  Component: (await import('../features/media/MediaPage')).MediaPage,
});

export const routes: RouteObject[] = [
  {
    errorElement: <RootErrorScreen />,
    hydrateFallbackElement: <FirstPageLoading />,
    children: [
      {
        Component: PublicPagesLayout,
        children: [
          {
            path: '/login',
            handle: { title: 'Sign in' },
            lazy: async () => ({
              Component: (await import('../features/auth/LoginPage')).LoginPage,
            }),
          },
          ...accountPublicRoutes,
          ...PLANNED_PUBLIC_AREAS.map(notAvailable(true)),
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('./signedInLayouts')).AuthGuard,
        }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./signedInLayouts')).AppShell }),
            children: [
              { index: true, handle: { title: 'Screens' }, lazy: screensPage },
              { path: 'devices', handle: { title: 'Screens' }, lazy: screensPage },
              ...screensRoutes,
              ...scenesRoutes,
              { path: 'files', handle: { title: 'Media' }, lazy: mediaPage },
              { path: 'files/folder/:folderId', handle: { title: 'Media' }, lazy: mediaPage },
              ...accountRoutes,
              ...menuBoardRoutes,
              {
                path: 'admin',
                handle: { title: 'Admin Console' },
                lazy: async () => ({
                  Component: (await import('../features/admin/AdminHomePage')).AdminHomePage,
                }),
              },
              ...PLANNED_AREAS.map(notAvailable(false)),
              {
                path: '*',
                handle: { title: 'Page not found' },
                lazy: async () => ({
                  Component: (await import('./NotFoundPage')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
