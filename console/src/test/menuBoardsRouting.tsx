import { PERMISSIONS } from '@marquee/sdk/model';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { Session } from '../shared/session/session';
import { ADMIN_SESSION, renderPage, type fakeApi } from './fakeApi';

const I = PERMISSIONS.integrations;

/** A user holding every menu board permission, or only those given. */
export const menuSession = (
  permissions: readonly string[] = [
    I.menuBoardLocationRead,
    I.menuBoardLocationUpdate,
    I.menuBoardLocationDelete,
    I.menuBoardRead,
    I.menuBoardUpdate,
    I.menuBoardDelete,
  ],
): Session => ({ ...ADMIN_SESSION, permissions: new Set(permissions) });

/** Renders `ui` at `route` with the browser at `path`; other paths show their path name. */
export function renderRoute(
  ui: ReactElement,
  {
    api,
    route,
    path,
    session = menuSession(),
  }: { api: ReturnType<typeof fakeApi>; route: string; path: string; session?: Session },
) {
  return renderPage(
    <Routes>
      <Route path={route} element={ui} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { api, path, session },
  );
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="navigated-to">{location.pathname + location.search}</p>;
}
