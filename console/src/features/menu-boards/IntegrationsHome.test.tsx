import { cleanup, screen } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/AppRoutes';
import { SidebarContent } from '../../app/shell/SidebarContent';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { menuSession } from '../../test/menuBoardsRouting';
import { menuBoardRoutes } from './routes';

afterEach(cleanup);

const api = () =>
  fakeApi({
    MenuBoardLocationList: () => ({ menuBoardLocations: [] }),
    MenuBoardPageList: () => ({ menuBoards: { data: [], total: 0 } }),
  });

const routes = [...menuBoardRoutes, { path: '*', element: <p>elsewhere</p> }];

/** The sidebar beside the menu board routes (their pages load on demand), as the shell lays them out. */
function renderShell(session = menuSession()) {
  return renderPage(
    <>
      <SidebarContent onSignOut={() => {}} />
      <Suspense fallback={null}>
        <AppRoutes routes={routes} />
      </Suspense>
    </>,
    { api: api(), session, path: '/devices' },
  );
}

describe('the Integrations menu entry', () => {
  it('leads to the menu board locations, with the meal templates one click away', async () => {
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Integrations' }));
    await screen.findByRole('heading', { name: 'Menu boards', level: 1 });
    expect(screen.queryByText('This area is not available yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Meal templates' }));
    await screen.findByRole('heading', { name: 'Meal templates', level: 1 });
  });

  it('is not offered to someone who may read only customer feedback, which is not built yet', async () => {
    renderShell(menuSession([PERMISSIONS.integrations.customerFeedbackRead]));
    await screen.findByRole('navigation', { name: 'Organization' });
    expect(screen.queryByRole('link', { name: 'Integrations' })).toBeNull();
  });
});
