import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { UserRolesPage } from './UserRolesPage';

afterEach(cleanup);

const ALL = ['media:read', 'media:update', 'playlist:read'];

function rolesServer() {
  const roles = [
    { _id: 'r-admin', name: 'Administrator', permissions: ALL, isBuiltIn: true },
    { _id: 'r-custom', name: 'Editors', permissions: ['media:read'], isBuiltIn: false },
  ];
  return fakeApi({
    UserRoles: () => ({ userRoles: roles.map((r) => ({ ...r })), allPermissions: ALL }),
    CreateUserRole: (v) => {
      roles.push({
        _id: `r-${roles.length}`,
        name: String(v.name),
        permissions: v.permissions as string[],
        isBuiltIn: false,
      });
      return { createUserRole: { _id: `r-${roles.length}` } };
    },
    UpdateUserRole: (v) => {
      const role = roles.find((r) => r._id === v.id)!;
      if (role.isBuiltIn) throw new ApiError('Built-in roles cannot be changed');
      Object.assign(role, { name: v.name, permissions: v.permissions });
      return { updateUserRole: { _id: role._id } };
    },
    DeleteUserRole: () => {
      throw new ApiError('This role is still held by users');
    },
  });
}

const roleRow = (name: string) => screen.getByText(name).parentElement!;

describe('/account/user-roles', () => {
  it('shows built-in roles read-only: nothing offers to edit or delete them', async () => {
    renderPage(<UserRolesPage />, { api: rolesServer() });
    await screen.findByText('Administrator');
    const builtIn = roleRow('Administrator');
    expect(builtIn.textContent).toContain('Built-in');
    expect(builtIn.querySelector('button')).toBeNull();
    expect(roleRow('Editors').querySelectorAll('button')).toHaveLength(2);
  });

  it('creates a custom role with the ticked permissions; a name is required', async () => {
    const api = rolesServer();
    renderPage(<UserRolesPage />, { api });
    await screen.findByText('Editors');
    const name = screen.getByRole('textbox', { name: 'New role name' });
    await user.click(name);
    await user.tab();
    screen.getByText('Required');
    expect(screen.getByRole('button', { name: 'Create role' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    await user.type(name, 'Schedulers');
    await user.click(screen.getByRole('checkbox', { name: 'View playlists' }));
    await user.click(screen.getByRole('button', { name: 'Create role' }));
    await screen.findByText('Schedulers');
    expect(api.sent('CreateUserRole')).toEqual([
      { name: 'Schedulers', permissions: ['playlist:read'] },
    ]);
  });

  it('offers the permissions of areas still to come, saying beside each that it is not yet available', async () => {
    const api = fakeApi({
      UserRoles: () => ({
        userRoles: [],
        allPermissions: [
          'media:read',
          'partner-accounts:read',
          'integrations:customer-feedback:read',
          'integrations:sensor-analytics:read',
        ],
      }),
    });
    renderPage(<UserRolesPage />, { api });
    const feedback = await screen.findByRole('checkbox', { name: 'View customer feedback' });
    expect(
      document.getElementById(feedback.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Not yet available');
    screen.getByRole('checkbox', { name: 'View sensor analytics' });
    expect(screen.getAllByText('Not yet available')).toHaveLength(2);
    // Partner accounts are built: their permission carries no note.
    expect(
      screen
        .getByRole('checkbox', { name: 'View partner accounts' })
        .hasAttribute('aria-describedby'),
    ).toBe(false);
    expect(
      screen.getByRole('checkbox', { name: 'View media' }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });

  it('edits a custom role and shows the reason when the server refuses a delete', async () => {
    const api = rolesServer();
    renderPage(<UserRolesPage />, { api });
    await screen.findByText('Editors');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Role name' }).value).toBe(
      'Editors',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Edit media' }));
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    await waitFor(() =>
      expect(api.sent('UpdateUserRole')).toEqual([
        { id: 'r-custom', name: 'Editors', permissions: ['media:read', 'media:update'] },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // Asked first; Enter confirms.
    await user.keyboard('{Enter}');
    await screen.findByText('This role is still held by users');
    screen.getByText('Editors');
  });
});
