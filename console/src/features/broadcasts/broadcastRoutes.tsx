import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

/** The emergency broadcast page, inside the app shell (reached from the fleet's section links). */
export const broadcastRoutes: RouteObject[] = [
  {
    path: 'broadcast',
    handle: { title: 'Emergency broadcast' },
    Component: lazyPage(async () => (await import('./BroadcastPage')).BroadcastPage),
  },
];
