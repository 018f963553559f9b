import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  AllPermissionsDocument,
  ApiKeyMediaReachDocument,
  CreateUserRoleDocument,
  DeleteUserRoleDocument,
  RoleGatedDevicesDocument,
  UpdateUserRoleDocument,
  UserRolesDocument,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

describe('user roles, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const roles = async (token = admin) =>
    (await t.request(UserRolesDocument, {}, { token })).userRoles;
  const roleNamed = async (name: string) => {
    const role = (await roles()).find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role;
  };

  it('are listed and changed only with account:manage', async () => {
    const viewer = await invitedUser(t, admin, 'viewer@example.com', ['media:read']);
    const asViewer = { token: viewer };
    expect(codeOf(await t.attempt(UserRolesDocument, {}, asViewer))).toBe('FORBIDDEN');
    const create = await t.attempt(
      CreateUserRoleDocument,
      { name: 'x', permissions: [] },
      asViewer,
    );
    expect(codeOf(create)).toBe('FORBIDDEN');
    const own = await roleNamed('Role of viewer@example.com');
    const update = await t.attempt(
      UpdateUserRoleDocument,
      { id: own._id, name: 'Mine now', permissions: ['account:manage'] },
      asViewer,
    );
    expect(codeOf(update)).toBe('FORBIDDEN');
    expect(codeOf(await t.attempt(DeleteUserRoleDocument, { id: own._id }, asViewer))).toBe(
      'FORBIDDEN',
    );
    expect((await roleNamed('Role of viewer@example.com')).permissions).toEqual(['media:read']);
  });

  it('need a name and known permissions; the built-in ones cannot be changed', async () => {
    const blank = await t.attempt(
      CreateUserRoleDocument,
      { name: ' ', permissions: ['media:read'] },
      { token: admin },
    );
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(messageOf(blank)).toBe('Required');
    const unknown = await t.attempt(
      CreateUserRoleDocument,
      { name: 'Pilots', permissions: ['media:read', 'plane:fly'] },
      { token: admin },
    );
    expect(messageOf(unknown)).toBe('Unknown permissions: plane:fly');
    const { allPermissions } = await t.request(AllPermissionsDocument, {}, { token: admin });
    expect(allPermissions).toEqual(expect.arrayContaining(['media:read', 'account:manage']));
    expect(allPermissions).not.toContain('plane:fly');

    const administrator = await roleNamed('Administrator');
    expect(administrator.isBuiltIn).toBe(true);
    const edit = await t.attempt(
      UpdateUserRoleDocument,
      { id: administrator._id, name: 'Admins', permissions: [] },
      { token: admin },
    );
    expect(codeOf(edit)).toBe('CONFLICT');
    expect(messageOf(edit)).toBe('Built-in roles cannot be changed');
    const remove = await t.attempt(
      DeleteUserRoleDocument,
      { id: administrator._id },
      {
        token: admin,
      },
    );
    expect(codeOf(remove)).toBe('CONFLICT');
  });

  it("gate a holder's calls by their permissions, as soon as the role changes", async () => {
    const holder = await invitedUser(t, admin, 'holder@example.com', ['media:read']);
    expect((await t.attempt(ApiKeyMediaReachDocument, {}, { token: holder })).errors).toBe(
      undefined,
    );
    expect(codeOf(await t.attempt(RoleGatedDevicesDocument, {}, { token: holder }))).toBe(
      'FORBIDDEN',
    );
    const role = await roleNamed('Role of holder@example.com');
    const updated = await t.request(
      UpdateUserRoleDocument,
      { id: role._id, name: ' Screen watchers ', permissions: ['device:read', 'device:read'] },
      { token: admin },
    );
    expect(updated.updateUserRole).toEqual({
      _id: role._id,
      name: 'Screen watchers',
      permissions: ['device:read'],
    });
    expect((await t.attempt(RoleGatedDevicesDocument, {}, { token: holder })).errors).toBe(
      undefined,
    );
    expect(codeOf(await t.attempt(ApiKeyMediaReachDocument, {}, { token: holder }))).toBe(
      'FORBIDDEN',
    );

    const held = await t.attempt(DeleteUserRoleDocument, { id: role._id }, { token: admin });
    expect(codeOf(held)).toBe('CONFLICT');
    expect(messageOf(held)).toBe('This role is still held by users; give them another role first');
  });

  it('can be deleted once nobody holds them', async () => {
    const { createUserRole } = await t.request(
      CreateUserRoleDocument,
      { name: 'Temporary', permissions: [] },
      { token: admin },
    );
    expect(createUserRole).toMatchObject({ name: 'Temporary', isBuiltIn: false });
    const removed = await t.request(
      DeleteUserRoleDocument,
      { id: createUserRole._id },
      { token: admin },
    );
    expect(removed).toEqual({ deleteUserRole: true });
    expect((await roles()).map((r) => r.name)).not.toContain('Temporary');
    const again = await t.attempt(
      DeleteUserRoleDocument,
      { id: createUserRole._id },
      {
        token: admin,
      },
    );
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('of one account are out of reach of another', async () => {
    const { createUserRole } = await t.request(
      CreateUserRoleDocument,
      { name: 'Ours alone', permissions: ['media:read'] },
      { token: admin },
    );
    const other = await signUpAccount(t, 'other-admin@example.com');
    expect((await roles(other)).map((r) => r.name)).not.toContain('Ours alone');
    const update = await t.attempt(
      UpdateUserRoleDocument,
      { id: createUserRole._id, name: 'Taken', permissions: [] },
      { token: other },
    );
    expect(codeOf(update)).toBe('NOT_FOUND');
    expect(
      codeOf(await t.attempt(DeleteUserRoleDocument, { id: createUserRole._id }, { token: other })),
    ).toBe('NOT_FOUND');
    expect((await roleNamed('Ours alone')).permissions).toEqual(['media:read']);
  });
});
