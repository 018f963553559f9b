import type { GraphQLContext } from '../../http/context.js';
import { authCookie } from '../../http/cookies.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { findPolicies } from '../security-policies/repo.js';
import * as repo from './repo.js';

export const secureCookies = (ctx: GraphQLContext) =>
  ctx.services.config.publicUrl?.startsWith('https://') ?? false;

/**
 * Opens a session for the user in the given space, with the account's session lifetime policy,
 * and hands the token to the browser as the screens_token cookie.
 */
export async function startSession(
  ctx: GraphQLContext,
  user: repo.UserRow,
  currentSpaceId: string | null,
): Promise<string> {
  const { db } = ctx.services;
  const now = ctx.now();
  const policies = await findPolicies(db, user.accountId);
  const token = randomToken('mqs_');
  await repo.insertSession(db, {
    id: uuidv7(now.getTime()),
    tokenHash: sha256Hex(token),
    userId: user.id,
    accountId: user.accountId,
    currentSpaceId,
    createdAt: now.toISOString(),
    expiresAt:
      policies.sessionLifetimeMinutes === null
        ? null
        : new Date(now.getTime() + policies.sessionLifetimeMinutes * 60_000).toISOString(),
    clientIp: ctx.clientIp,
  });
  ctx.responseCookies.push(authCookie(token, secureCookies(ctx)));
  return token;
}
