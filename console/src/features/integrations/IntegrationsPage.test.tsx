import { cleanup, screen } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/AppRoutes';
import { SidebarContent } from '../../app/shell/SidebarContent';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { menuSession } from '../../test/menuBoardsRouting';
import { menuBoardRoutes } from '../menu-boards/routes';
import { IntegrationsPage, PROOF_OF_PLAY_PATH } from './IntegrationsPage';

afterEach(cleanup);

const api = () =>
  fakeApi({
    MenuBoardLocationList: () => ({ menuBoardLocations: [] }),
    MenuBoardPageList: () => ({ menuBoards: { data: [], total: 0 } }),
  });

const routes = [...menuBoardRoutes, { path: '*', element: <p>elsewhere</p> }];

/** The sidebar beside the integration routes (their pages load on demand), as the shell lays them out. */
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
  it('opens a page titled Integrations that leads to the menu boards', async () => {
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Integrations' }));
    await screen.findByRole('heading', { name: 'Integrations', level: 1 });
    expect(screen.getByRole('link', { name: 'Integrations' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(screen.getByRole('link', { name: 'Menu boards' }));
    await screen.findByRole('heading', { name: 'Menu boards', level: 1 });
    await user.click(screen.getByRole('link', { name: 'Meal templates' }));
    await screen.findByRole('heading', { name: 'Meal templates', level: 1 });
  });

  it('is offered to someone who may read only customer feedback, and leads to the answers', async () => {
    renderShell(menuSession([PERMISSIONS.integrations.customerFeedbackRead]));
    await user.click(await screen.findByRole('link', { name: 'Integrations' }));
    const feedback = await screen.findByRole('link', { name: 'Customer feedback' });
    expect(feedback.getAttribute('href')).toBe('/data-integrations/customer-feedback');
    expect(screen.queryByRole('link', { name: 'Menu boards' })).toBeNull();
  });
});

describe('/data-integrations', () => {
  it('leads each reader to the areas their permissions open, and to no other', async () => {
    renderPage(<IntegrationsPage />, {
      api: api(),
      session: menuSession([
        PERMISSIONS.device.read,
        PERMISSIONS.integrations.customerFeedbackRead,
      ]),
    });
    const plays = await screen.findByRole('link', { name: 'Proof of play' });
    expect(plays.getAttribute('href')).toBe(PROOF_OF_PLAY_PATH);
    expect(screen.queryByRole('link', { name: 'Menu boards' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Customer feedback' }).getAttribute('href')).toBe(
      '/data-integrations/customer-feedback',
    );
    expect(screen.queryByRole('link', { name: 'Sensor analytics' })).toBeNull();
    expect(screen.queryByText('Not available yet.')).toBeNull();
  });
});
