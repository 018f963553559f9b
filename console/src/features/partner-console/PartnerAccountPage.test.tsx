import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { NO_ACCESS } from '../auth/RequirePermission';
import { InviteChildUserPage, PartnerAccountPage } from './PartnerAccountPage';
import { PartnerConsoleGate } from './PartnerConsoleGate';
import { childAccount, PARTNER_SESSION } from '../../test/partnerConsoleData';

afterEach(cleanup);

type User = { _id: string; email: string; roleName: string; status: 'active' | 'invited' };

function accountServer() {
  let users: User[] = [
    { _id: 'u-1', email: 'owner@cafe.example', roleName: 'Administrator', status: 'active' },
    { _id: 'u-2', email: 'chef@cafe.example', roleName: 'Viewer', status: 'active' },
  ];
  let account = childAccount('a-1', 'Northwind Cafe');
  return fakeApi({
    PartnerAccount: (v) => {
      if (v.id !== 'a-1') throw new ApiError('Account not found', { code: 'NOT_FOUND' });
      return {
        partnerAccount: {
          __typename: 'PartnerChildAccountDetail',
          account,
          users: users.map((u) => ({ __typename: 'PartnerChildUser', ...u })),
        },
      };
    },
    InvitePartnerChildUser: (v) => {
      const invited: User = {
        _id: `i-${users.length}`,
        email: String(v.email),
        roleName: v.role === 'viewer' ? 'Viewer' : 'Administrator',
        status: 'invited',
      };
      users.push(invited);
      return { invitePartnerChildUser: { __typename: 'PartnerChildUser', ...invited } };
    },
    UpdatePartnerChildAccount: (v) => {
      const input = v.input as { name: string };
      if (input.name.length > 100)
        throw new ApiError('A name can have at most 100 characters', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'name', message: 'A name can have at most 100 characters' }],
        });
      account = { ...account, ...input };
      return { updatePartnerChildAccount: account };
    },
    RemovePartnerChildUser: (v) => {
      users = users.filter((u) => u._id !== v.id);
      return { removePartnerChildUser: true };
    },
  });
}

const routes = (
  <Routes>
    <Route path="/partner-console/accounts/:accountId" element={<PartnerAccountPage />} />
    <Route
      path="/partner-console/accounts/:accountId/invite-user"
      element={<InviteChildUserPage />}
    />
  </Routes>
);

describe('/partner-console/accounts/{id}', () => {
  it('shows the account facts and its users', async () => {
    renderPage(routes, {
      api: accountServer(),
      session: PARTNER_SESSION,
      path: '/partner-console/accounts/a-1',
    });
    await screen.findByRole('heading', { name: 'Northwind Cafe' });
    screen.getByText('2 of 5 screens online');
    const row = screen.getByRole('row', { name: /owner@cafe.example/ });
    within(row).getByText('Administrator');
    within(row).getByText('Active');
  });

  it('says an account that is not the partner’s is not found', async () => {
    renderPage(routes, {
      api: accountServer(),
      session: PARTNER_SESSION,
      path: '/partner-console/accounts/someone-else',
    });
    await screen.findByText('Account not found');
  });

  it('invites a user with a role; the user shows as invited', async () => {
    const api = accountServer();
    renderPage(routes, {
      api,
      session: PARTNER_SESSION,
      path: '/partner-console/accounts/a-1/invite-user',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user to Northwind Cafe' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    within(dialog).getByText('Required');
    await user.type(
      within(dialog).getByRole('textbox', { name: /E-mail/ }),
      'barista@cafe.example',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const email = await screen.findByText('barista@cafe.example');
    within(email.closest('tr')!).getByText('Invited');
    expect(api.sent('InvitePartnerChildUser')).toEqual([
      { accountId: 'a-1', email: 'barista@cafe.example', role: 'viewer' },
    ]);
  });

  it('edits the settings: a refused field says why beside it, then they save', async () => {
    const api = accountServer();
    renderPage(routes, { api, session: PARTNER_SESSION, path: '/partner-console/accounts/a-1' });
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings of Northwind Cafe' });
    const name = within(dialog).getByRole('textbox', { name: /Account name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    within(dialog).getByText('Required');
    await user.type(name, 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('A name can have at most 100 characters');
    await user.clear(name);
    await user.type(name, 'Northwind Cafe Downtown');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Language/ }), 'de');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('heading', { name: 'Northwind Cafe Downtown' });
    screen.getByText('Deutsch');
    expect(api.sent('UpdatePartnerChildAccount').at(-1)).toEqual({
      id: 'a-1',
      input: { name: 'Northwind Cafe Downtown', languageCode: 'de' },
    });
  });

  it('removes a user only after the confirmation', async () => {
    const api = accountServer();
    renderPage(routes, { api, session: PARTNER_SESSION, path: '/partner-console/accounts/a-1' });
    const answer = async (button: string) => {
      const question = await screen.findByRole('alertdialog', { hidden: true });
      within(question).getByText('Remove chef@cafe.example from the account?');
      await user.click(within(question).getByRole('button', { name: button, hidden: true }));
    };
    await user.click(await screen.findByRole('button', { name: 'Remove chef@cafe.example' }));
    // The only administrator cannot be removed, so no Remove is offered for them.
    expect(screen.queryByRole('button', { name: 'Remove owner@cafe.example' })).toBeNull();
    await answer('Cancel');
    expect(api.sent('RemovePartnerChildUser')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove chef@cafe.example' }));
    await answer('Remove');
    await waitFor(() => expect(screen.queryByText('chef@cafe.example')).toBeNull());
    expect(api.sent('RemovePartnerChildUser')).toEqual([{ accountId: 'a-1', id: 'u-2' }]);
    screen.getByText('owner@cafe.example');
  });
});

describe('partner console gate', () => {
  const gated = (
    <Routes>
      <Route path="/partner-console" element={<PartnerConsoleGate />}>
        <Route index element={<p>Partner list</p>} />
      </Route>
    </Routes>
  );

  it('opens for a partner holding the read permission', async () => {
    renderPage(gated, { api: fakeApi({}), session: PARTNER_SESSION, path: '/partner-console' });
    await screen.findByText('Partner list');
  });

  it('shows the lock with the tariff to an account without the partner feature', async () => {
    const session = { ...PARTNER_SESSION, features: new Set<string>(), tariffs: {} };
    renderPage(gated, { api: fakeApi({}), session, path: '/partner-console' });
    const lock = await screen.findByTestId('feature-locked');
    expect(lock.textContent).toContain(
      'To use this feature, you need to upgrade to the Enterprise.',
    );
    expect(screen.queryByText('Partner list')).toBeNull();
  });

  it('refuses a user without the permission', async () => {
    const session = { ...PARTNER_SESSION, permissions: new Set<string>() };
    renderPage(gated, { api: fakeApi({}), session, path: '/partner-console' });
    await screen.findByText(NO_ACCESS);
  });
});
