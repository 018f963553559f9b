import { badUserInput, forbidden, notFound } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { FEATURES, requireFeature } from '../accounts/features.js';
import { requireAccountManager } from '../../graphql/guards.js';
import { API_KEY_PREFIX } from './authenticate.js';
import * as repo from './repo.js';

export async function apiKeys(ctx: GraphQLContext) {
  const { user } = requireAccountManager(ctx);
  return repo.listApiKeys(ctx.services.db, user.accountId);
}

export async function createApiKey(ctx: GraphQLContext, name: string, permissions: string[]) {
  const principal = requireAccountManager(ctx);
  if (principal.apiKey) throw forbidden('An API key cannot create API keys');
  await requireFeature(ctx, FEATURES.apiKeys);
  const trimmed = name.trim();
  if (!trimmed) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  // A key never holds more than its creator.
  const beyond = permissions.filter((p) => !principal.permissions.has(p));
  if (beyond.length > 0) {
    const message = `You cannot give a key permissions you do not hold: ${beyond.join(', ')}`;
    throw badUserInput(message, [{ path: 'permissions', message }]);
  }
  const now = ctx.now();
  const secret = randomToken(API_KEY_PREFIX);
  const row: repo.ApiKeyRow = {
    id: uuidv7(now.getTime()),
    accountId: principal.user.accountId,
    name: trimmed,
    prefix: secret.slice(0, API_KEY_PREFIX.length + 6),
    permissions: [...new Set(permissions)],
    userId: principal.user.id,
    spaceId: principal.session.currentSpaceId,
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
  await repo.insertApiKey(ctx.services.db, { ...row, keyHash: sha256Hex(secret) });
  return { apiKey: row, secret };
}

export async function revokeApiKey(ctx: GraphQLContext, id: string) {
  const { user } = requireAccountManager(ctx);
  if (!(await repo.revokeApiKey(ctx.services.db, user.accountId, id, ctx.now().toISOString())))
    throw notFound('API key');
  return true;
}
