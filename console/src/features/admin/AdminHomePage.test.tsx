import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage } from '../../test/fakeApi';
import { AdminHomePage } from './AdminHomePage';

afterEach(cleanup);

describe('/admin', () => {
  it('lists an account admin the pages of its own account only', () => {
    renderPage(<AdminHomePage />, { api: fakeApi({}) });
    screen.getByRole('heading', { name: 'Admin Console' });
    const pages = within(screen.getByRole('list', { name: 'Admin pages' }));
    const link = pages.getByRole('link', { name: 'Device commands' });
    expect(link.getAttribute('href')).toBe('/admin/device-commands');
    expect(pages.getAllByRole('link')).toHaveLength(1);
  });

  it('lists a service admin every admin page, each a link', () => {
    renderPage(<AdminHomePage />, {
      api: fakeApi({}),
      session: { ...ADMIN_SESSION, role: 'ROLE_GOD' },
    });
    const pages = within(screen.getByRole('list', { name: 'Admin pages' }));
    expect(pages.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/admin/accounts',
      '/admin/accounts/create',
      '/admin/device-commands',
      '/admin/promotions',
    ]);
  });

  it('tells a user who is not an admin that the page is not for them', () => {
    renderPage(<AdminHomePage />, {
      api: fakeApi({}),
      session: { ...ADMIN_SESSION, role: 'ROLE_USER' },
    });
    screen.getByText('This page is for admins.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
