import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@marquee/sdk/model';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { ScreenGroupsPage } from './ScreenGroupsPage';

afterEach(cleanup);

const CONFIGURER = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.device.configure]),
};

const group = (id: string, name: string) => ({
  __typename: 'ScreenGroup',
  _id: id,
  name,
  createdAt: '2026-11-28T09:00:00.000Z',
  screenCount: 0,
  publishedContent: null,
  publishedAt: null,
});

describe('ScreenGroupsPage', () => {
  it('says what a group is for while there are none', async () => {
    renderPage(<ScreenGroupsPage />, {
      api: fakeApi({ ScreenGroups: () => ({ screenGroups: [] }) }),
    });
    await screen.findByText(/There are no groups yet\. A group publishes to all its screens/);
  });

  it('gives focus back to New group once the new group is made, and lists it', async () => {
    const groups = [group('g1', 'Lobby')];
    const api = fakeApi({
      ScreenGroups: () => ({ screenGroups: groups }),
      CreateScreenGroup: ({ name }) => {
        const made = group('g2', String(name));
        groups.push(made);
        return { createScreenGroup: made };
      },
    });
    renderPage(<ScreenGroupsPage />, { api, session: CONFIGURER });
    await screen.findByRole('link', { name: 'Lobby' });
    const create = screen.getByRole('button', { name: 'New group' });
    await user.click(create);
    await user.type(await screen.findByRole('textbox', { name: /name/i }), 'Tills{Enter}');
    await screen.findByRole('link', { name: 'Tills' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(create));
  });

  it('offers no New group to someone who may only look', async () => {
    renderPage(<ScreenGroupsPage />, {
      api: fakeApi({ ScreenGroups: () => ({ screenGroups: [group('g1', 'Lobby')] }) }),
      session: { ...ADMIN_SESSION, permissions: new Set([PERMISSIONS.device.read]) },
    });
    await screen.findByRole('link', { name: 'Lobby' });
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Lobby' })).toBeNull();
  });
});
