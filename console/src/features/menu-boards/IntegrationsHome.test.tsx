import { cleanup, screen } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SidebarContent } from '../../app/shell/SidebarContent';
import { fakeApi, renderPage, user } from '../account/testApi';
import { menuSession } from './testSupport';
import { menuBoardRoutes } from './routes';

afterEach(cleanup);

const api = () =>
  fakeApi({
    MenuBoardLocationList: () => ({ menuBoardLocations: [] }),
    MenuBoardPageList: () => ({ menuBoards: { data: [], total: 0 } }),
  });

/** The routes' pages, loaded ahead (they are `lazy` routes; <Routes> does not load them). */
const loadedRoutes = Promise.all(
  menuBoardRoutes.map(async (route) => {
    const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
    const Page = loaded.Component;
    return { path: route.path, element: loaded.element ?? (Page ? <Page /> : route.element) };
  }),
);

/** The sidebar beside the menu board routes, as the shell lays them out. */
async function renderShell(session = menuSession()) {
  const routes = await loadedRoutes;
  return renderPage(
    <>
      <SidebarContent onSignOut={() => {}} />
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </>,
    { api: api(), session, path: '/devices' },
  );
}

describe('the Integrations menu entry', () => {
  it('leads to the menu board locations, with the meal templates one click away', async () => {
    await renderShell();
    await user.click(screen.getByRole('link', { name: 'Integrations' }));
    expect(await screen.findByRole('heading', { name: 'Menu boards', level: 1 })).toBeTruthy();
    expect(screen.queryByText('This area is not available yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Meal templates' }));
    expect(await screen.findByRole('heading', { name: 'Meal templates', level: 1 })).toBeTruthy();
  });

  it('is not offered to someone who may read only customer feedback, which is not built yet', async () => {
    await renderShell(menuSession([PERMISSIONS.integrations.customerFeedbackRead]));
    expect(await screen.findByRole('navigation', { name: 'Organization' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Integrations' })).toBeNull();
  });
});
