import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, conflict, notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import * as repo from './repo.js';

function spaceName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  return trimmed;
}

/** Every space of the account (any signed-in user may list them to switch between them). */
export const listSpaces = (app: AppServices, scope: Scope) =>
  repo.listSpaces(app.db, scope.accountId);

export async function createSpace(app: AppServices, scope: Scope, name: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const now = app.clock.now();
  const space = { id: uuidv7(now.getTime()), accountId: scope.accountId, name: spaceName(name) };
  await repo.insertSpace(app.db, { ...space, createdAt: now.toISOString() });
  return space;
}

export async function renameSpace(app: AppServices, scope: Scope, id: string, name: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  if (!(await repo.renameSpace(app.db, scope.accountId, id, spaceName(name))))
    throw notFound('Space');
  return (await repo.findSpace(app.db, scope.accountId, id))!;
}

export async function deleteSpace(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const { db } = app;
  if (!(await repo.findSpace(db, scope.accountId, id))) throw notFound('Space');
  if ((await repo.countSpaces(db, scope.accountId)) <= 1)
    throw conflict('The last space of an account cannot be deleted');
  return repo.deleteSpace(db, scope.accountId, id);
}

/** A space of the scope's account; NOT_FOUND for another account's or an unknown one. */
export async function spaceOfAccount(app: AppServices, scope: Scope, id: string) {
  const space = await repo.findSpace(app.db, scope.accountId, id);
  if (!space) throw notFound('Space');
  return space;
}
