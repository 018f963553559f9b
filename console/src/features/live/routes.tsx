import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

const LiveViewPage = lazyPage(async () => (await import('./LiveViewPage')).LiveViewPage);

/** The public live view (no sign-in): /live says what to open, /live/<token> shows the screens. */
export const liveRoutes: RouteObject[] = [
  { path: '/live', handle: { title: 'Live view' }, Component: LiveViewPage },
  { path: '/live/:token', handle: { title: 'Live view' }, Component: LiveViewPage },
];
