import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { preloadRouteComponent } from '../kit/lazyPage';

/**
 * Shows the route table at the current location (react-router's declarative mode: its data
 * router would double the router's weight on every page, bench/RESULTS.md) and names the tab
 * after the deepest matched route's `handle.title`.
 *
 * Every matched route's code starts loading here, during render, before the guard or the shell
 * suspends on its own: a first load of /devices fetches guard, shell and page in parallel.
 * Navigations are React transitions (BrowserRouter's default), so while a page's code arrives
 * the current page stays on screen.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  for (const match of matches) preloadRouteComponent(match.route.Component);
  const page = useRoutes(routes, location);
  return (
    <>
      <DocumentTitle handles={matches.map((match): unknown => match.route.handle)} />
      {page}
    </>
  );
}
