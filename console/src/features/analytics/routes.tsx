import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

const AnalyticsPage = lazyPage(async () => (await import('./AnalyticsPage')).AnalyticsPage);

/** Sensor analytics: the audience the screens' cameras counted. */
export const analyticsRoutes: RouteObject[] = [
  {
    path: 'data-integrations/analytics',
    handle: { title: 'Sensor analytics' },
    Component: AnalyticsPage,
  },
];
