import { ALL_PERMISSIONS, PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import * as repo from './repo.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';

const KNOWN: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

function validRole(name: string, permissions: readonly string[]) {
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  const unknown = permissions.filter((p) => !KNOWN.has(p));
  if (unknown.length > 0) {
    const message = `Unknown permissions: ${unknown.join(', ')}`;
    throw badUserInput(message, [{ path: 'permissions', message }]);
  }
  return { name: trimmed, permissions: [...new Set(permissions)] };
}

export function userRoles(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.account.manage);
  return repo.listRoles(app.db, scope.accountId);
}

export async function createUserRole(
  app: AppServices,
  scope: Scope,
  name: string,
  permissions: string[],
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const now = app.clock.now();
  const role = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    ...validRole(name, permissions),
    isBuiltIn: false,
  };
  await repo.insertUserRole(app.db, { ...role, createdAt: now.toISOString() });
  return role;
}

async function existing(app: AppServices, accountId: string, id: string) {
  const role = await repo.findUserRole(app.db, accountId, id);
  if (!role) throw notFound('User role');
  if (role.isBuiltIn) throw conflict('Built-in roles cannot be changed');
  return role;
}

export async function updateUserRole(
  app: AppServices,
  scope: Scope,
  id: string,
  name: string,
  permissions: string[],
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  await existing(app, scope.accountId, id);
  const valid = validRole(name, permissions);
  await repo.updateCustomRole(app.db, scope.accountId, id, valid.name, valid.permissions);
  announceAccessChange(app, { accountId: scope.accountId });
  return { id, accountId: scope.accountId, ...valid, isBuiltIn: false };
}

export async function deleteUserRole(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  await existing(app, scope.accountId, id);
  if ((await repo.countHolders(app.db, scope.accountId, id)) > 0)
    throw conflict('This role is still held by users; give them another role first');
  return repo.deleteCustomRole(app.db, scope.accountId, id);
}

/** A user's role as the User type shows it; an empty role when it no longer exists. */
export async function roleOrEmpty(app: AppServices, accountId: string, userRoleId: string) {
  const role = await repo.findUserRole(app.db, accountId, userRoleId);
  return role ?? { id: userRoleId, accountId, name: '', permissions: [], isBuiltIn: false };
}
