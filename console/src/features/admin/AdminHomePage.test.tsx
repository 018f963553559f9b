import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage } from '../../test/fakeApi';
import { AdminHomePage } from './AdminHomePage';

afterEach(cleanup);

describe('/admin', () => {
  it('lists the admin pages there are, each a link', () => {
    renderPage(<AdminHomePage />, { api: fakeApi({}) });
    screen.getByRole('heading', { name: 'Admin Console' });
    const pages = within(screen.getByRole('list', { name: 'Admin pages' }));
    const link = pages.getByRole('link', { name: 'Device commands' });
    expect(link.getAttribute('href')).toBe('/admin/device-commands');
    expect(pages.getAllByRole('link')).toHaveLength(1);
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
