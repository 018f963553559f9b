import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { adminRoutes } from '../features/admin/routes';
import { accountPublicRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { broadcastRoutes } from '../features/broadcasts/broadcastRoutes';
import { customerFeedbackRoutes } from '../features/customer-feedback/routes';
import { screensRoutes } from '../features/devices/screensRoutes';
import { liveRoutes } from '../features/live/routes';
import { menuBoardRoutes } from '../features/menu-boards/routes';
import { partnerConsoleRoutes } from '../features/partner-console/routes';
import { scenesRoutes } from '../features/scenes/routes';
import { sonyBraviaRoutes } from '../features/sony-bravia/routes';
import { PLANNED_AREAS } from './areas';
import { AppRoutes } from './AppRoutes';
import { BootSplash } from './BootSplash';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyPage } from '../kit/lazyPage';

// Every page, the session guard and the shell load on demand (lazyPage): /login downloads
// neither the shell nor the pages behind sign-in. While a page's code arrives, the current page
// stays on screen (navigations are transitions), so a navigation never flashes an empty one.

/** A planned area's honest page; `standalone` public ones sit in the sign-in pages' card. */
const notAvailable =
  (standalone: boolean) =>
  (area: { path: string; name: string }): RouteObject => ({
    path: area.path,
    handle: { title: area.name },
    Component: lazyPage(async () => {
      const { NotAvailablePage } = await import('../kit/NotAvailablePage');
      return function PlannedArea() {
        return <NotAvailablePage area={area.name} standalone={standalone} />;
      };
    }),
  });

const ScreensPage = lazyPage(
  async () => (await import('../features/devices/ScreensPage')).ScreensPage,
);
const MediaPage = lazyPage(async () => (await import('../features/media/MediaPage')).MediaPage);

const routes: RouteObject[] = [
  {
    // The pages that need no sign-in.
    children: [
      {
        path: '/login',
        handle: { title: 'Sign in' },
        Component: lazyPage(async () => (await import('../features/auth/LoginPage')).LoginPage),
      },
      ...accountPublicRoutes,
      ...liveRoutes,
    ],
  },
  {
    Component: lazyPage(async () => (await import('./signedInLayouts')).AuthGuard),
    children: [
      {
        Component: lazyPage(async () => (await import('./signedInLayouts')).AppShell),
        children: [
          { index: true, handle: { title: 'Screens' }, Component: ScreensPage },
          { path: 'devices', handle: { title: 'Screens' }, Component: ScreensPage },
          ...screensRoutes,
          ...broadcastRoutes,
          ...scenesRoutes,
          { path: 'files', handle: { title: 'Media' }, Component: MediaPage },
          { path: 'files/folder/:folderId', handle: { title: 'Media' }, Component: MediaPage },
          ...accountRoutes,
          ...billingRoutes,
          ...menuBoardRoutes,
          ...customerFeedbackRoutes,
          ...partnerConsoleRoutes,
          ...adminRoutes,
          ...sonyBraviaRoutes,
          ...analyticsRoutes,
          ...PLANNED_AREAS.map(notAvailable(false)),
          {
            path: '*',
            handle: { title: 'Page not found' },
            Component: lazyPage(async () => (await import('./NotFoundPage')).NotFoundPage),
          },
        ],
      },
    ],
  },
];

/**
 * The whole console at the router's location. The outer boundary is the last resort for a crash
 * outside the shell's own (in the shell itself, or a page's code that failed to load): its
 * "Try again" reloads. Until the first page's code has arrived, BootSplash.
 */
export function ConsoleRoutes() {
  return (
    <ErrorBoundary onTryAgain={() => window.location.reload()}>
      <Suspense fallback={<BootSplash />}>
        <AppRoutes routes={routes} />
      </Suspense>
    </ErrorBoundary>
  );
}
