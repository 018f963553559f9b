import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, forbidden, notFound } from '../../errors.js';
import { API_KEY_SELF_SERVICE, assertPermission } from '../../graphql/guards.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import type { Scope } from '../../scope.js';
import { assertFeature, FEATURES } from '../accounts/features.js';
import { API_KEY_PREFIX } from './key-format.js';
import * as repo from './repo.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';

export const NOT_WHILE_ACTING =
  'A service admin signed in as this user cannot create API keys; the user can, in their own session.';

export async function apiKeys(app: AppServices, scope: Scope) {
  assertPermission(scope, PERMISSIONS.account.manage);
  return repo.listApiKeys(app.db, scope.accountId);
}

export async function createApiKey(
  app: AppServices,
  scope: Scope,
  name: string,
  permissions: string[],
) {
  assertPermission(scope, PERMISSIONS.account.manage);
  const { actor } = scope;
  if (actor.kind !== 'user' || actor.apiKeyName !== undefined)
    throw forbidden(API_KEY_SELF_SERVICE);
  // A key would outlast the hour of "Sign in as" and carry no mark of the admin.
  if (actor.impersonatedBy) throw forbidden(NOT_WHILE_ACTING);
  await assertFeature(app, scope, FEATURES.apiKeys);
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  // A key never holds more than its creator.
  const beyond = permissions.filter((p) => !scope.permissions.has(p));
  if (beyond.length > 0) {
    const message = `You cannot give a key permissions you do not hold: ${beyond.join(', ')}`;
    throw badUserInput(message, [{ path: 'permissions', message }]);
  }
  const now = app.clock.now();
  const secret = randomToken(API_KEY_PREFIX);
  const row: repo.ApiKeyRow = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    name: trimmed,
    prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
    permissions: [...new Set(permissions)],
    userId: actor.userId,
    // The key works in the space its creator's session is in.
    spaceId: scope.spaceId,
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
  await repo.insertApiKey(app.db, { ...row, keyHash: sha256Hex(secret) });
  return { apiKey: row, secret };
}

export async function revokeApiKey(app: AppServices, scope: Scope, id: string) {
  assertPermission(scope, PERMISSIONS.account.manage);
  if (!(await repo.revokeApiKey(app.db, scope.accountId, id, app.clock.now().toISOString())))
    throw notFound('API key');
  // Sockets opened with the key belong to its owner; the account-wide check finds them.
  announceAccessChange(app, { accountId: scope.accountId });
  return true;
}
