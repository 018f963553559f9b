import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user as userEvent } from '../../test/fakeApi';
import { UsersPage } from './UsersPage';

afterEach(cleanup);

const ROLES = [
  {
    _id: 'r-admin',
    name: 'Administrator',
    isBuiltIn: true,
    permissions: ['media:read', 'media:update', 'account:manage'],
  },
  { _id: 'r-viewer', name: 'Media viewers', isBuiltIn: false, permissions: ['media:read'] },
];

/** An account with the signed-in admin and one colleague; invitations and changes are kept. */
function accountServer() {
  const users = [
    {
      _id: 'u-admin',
      email: { email: 'admin@example.com' },
      role: 'ROLE_ADMIN',
      roleId: 'r-admin',
    },
    { _id: 'u-2', email: { email: 'colleague@example.com' }, role: 'ROLE_USER', roleId: 'r-admin' },
  ];
  const invitations: { _id: string; email: string; expiresAt: string; roleId: string }[] = [];
  const role = (id: string) => {
    const r = ROLES.find((x) => x._id === id)!;
    return { _id: r._id, name: r.name };
  };
  return fakeApi({
    AccountUsers: () => ({
      users: users.map(({ roleId, ...u }) => ({ ...u, userRole: role(roleId) })),
      pendingInvitations: invitations.map(({ roleId, ...i }) => ({ ...i, userRole: role(roleId) })),
      userRoles: ROLES,
    }),
    InviteUser: (v) => {
      invitations.push({
        _id: `i-${invitations.length}`,
        email: String(v.email),
        expiresAt: '2030-01-01T00:00:00Z',
        roleId: String(v.userRoleId),
      });
      return { inviteUser: { _id: `i-${invitations.length}` } };
    },
    ChangeUserRole: (v) => {
      users.find((u) => u._id === v.userId)!.roleId = String(v.userRoleId);
      return { changeUserRole: { _id: v.userId } };
    },
    RemoveUser: (v) => {
      users.splice(
        users.findIndex((u) => u._id === v.userId),
        1,
      );
      return { removeUser: true };
    },
  });
}

const usersTable = () => screen.getByRole('table', { name: 'Users' });

describe('/account/users', () => {
  it('invites by e-mail with the chosen role and lists the invitation', async () => {
    const api = accountServer();
    renderPage(<UsersPage />, { api });
    await screen.findByText('colleague@example.com');

    const invite = screen.getByRole('button', { name: 'Invite' });
    expect(invite.getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(invite);
    screen.getByText('Incorrect e-mail format');
    expect(api.sent('InviteUser')).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), ' new@example.com ');
    // The role reads as what it allows, not as permission keys.
    screen.getByText('Allows: View media, Edit media, Manage the organization.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Media viewers');
    screen.getByText('Allows: View media.');
    await userEvent.click(invite);

    await screen.findByText('Invitation sent to new@example.com');
    expect(api.sent('InviteUser')).toEqual([{ email: 'new@example.com', userRoleId: 'r-viewer' }]);
    const row = within(usersTable()).getByText('new@example.com').closest('tr')!;
    within(row).getByText('Media viewers');
    within(row).getByText('Invited');
  });

  it("changes a colleague's role; the signed-in user's own role cannot be changed here", async () => {
    const api = accountServer();
    renderPage(<UsersPage />, { api });
    const colleagueRole = await screen.findByRole('combobox', {
      name: 'Role of colleague@example.com',
    });
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role of admin@example.com' })
        .disabled,
    ).toBe(true);

    await userEvent.selectOptions(colleagueRole, 'Media viewers');
    await waitFor(() =>
      expect(api.sent('ChangeUserRole')).toEqual([{ userId: 'u-2', userRoleId: 'r-viewer' }]),
    );
    await waitFor(() => expect((colleagueRole as HTMLSelectElement).value).toBe('r-viewer'));
  });

  it('removes a colleague but offers no way to remove oneself', async () => {
    const api = accountServer();
    renderPage(<UsersPage />, { api });
    await screen.findByText('colleague@example.com');
    const ownRow = screen.getByText('admin@example.com').closest('tr')!;
    expect(within(ownRow).queryByRole('button', { name: 'Remove' })).toBeNull();

    const row = screen.getByText('colleague@example.com').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    // Asked first (the question's surface can stay aria-hidden in jsdom): Cancel keeps them.
    const question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText('Remove colleague@example.com?');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    await userEvent.click(await within(row).findByRole('button', { name: 'Remove' }));
    expect(api.sent('RemoveUser')).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('colleague@example.com')).toBeNull());
    expect(api.sent('RemoveUser')).toEqual([{ userId: 'u-2' }]);
  });
});
