import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import { badUserInput, conflict, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { uuidv7 } from '../../ids.js';
import { requireAccountManager } from '../../graphql/guards.js';
import { findUserRole, insertUserRole } from '../auth/repo.js';
import * as repo from './repo.js';

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

export function userRoles(ctx: GraphQLContext) {
  const { user } = requireAccountManager(ctx);
  return repo.listRoles(ctx.services.db, user.accountId);
}

export async function createUserRole(ctx: GraphQLContext, name: string, permissions: string[]) {
  const { user } = requireAccountManager(ctx);
  const now = ctx.now();
  const role = {
    id: uuidv7(now.getTime()),
    accountId: user.accountId,
    ...validRole(name, permissions),
    isBuiltIn: false,
  };
  await insertUserRole(ctx.services.db, { ...role, createdAt: now.toISOString() });
  return role;
}

async function existing(ctx: GraphQLContext, accountId: string, id: string) {
  const role = await findUserRole(ctx.services.db, accountId, id);
  if (!role) throw notFound('User role');
  if (role.isBuiltIn) throw conflict('Built-in roles cannot be changed');
  return role;
}

export async function updateUserRole(
  ctx: GraphQLContext,
  id: string,
  name: string,
  permissions: string[],
) {
  const { user } = requireAccountManager(ctx);
  await existing(ctx, user.accountId, id);
  const valid = validRole(name, permissions);
  await repo.updateCustomRole(ctx.services.db, user.accountId, id, valid.name, valid.permissions);
  return { id, accountId: user.accountId, ...valid, isBuiltIn: false };
}

export async function deleteUserRole(ctx: GraphQLContext, id: string) {
  const { user } = requireAccountManager(ctx);
  const { db } = ctx.services;
  await existing(ctx, user.accountId, id);
  if ((await repo.countHolders(db, user.accountId, id)) > 0)
    throw conflict('This role is still held by users; give them another role first');
  return repo.deleteCustomRole(db, user.accountId, id);
}
