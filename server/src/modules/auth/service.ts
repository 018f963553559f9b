import { badUserInput, MESSAGES, unauthenticated } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { authCookie, clearedAuthCookie } from '../../http/cookies.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { firstSpaceId } from '../accounts/repo.js';
import { requireUser } from './guards.js';
import { hashPassword, verifyPassword } from './passwords.js';
import * as repo from './repo.js';

const MIN_PASSWORD_LENGTH = 8;

const secureCookies = (ctx: GraphQLContext) =>
  ctx.services.config.publicUrl?.startsWith('https://') ?? false;

export async function signIn(ctx: GraphQLContext, email: string, password: string) {
  const { db } = ctx.services;
  const found = await repo.findUserForSignIn(db, email);
  const ok = await verifyPassword(found?.passwordHash, password);
  if (!found || !ok) throw unauthenticated(MESSAGES.wrongCredentials);

  const token = randomToken('mqs_');
  const now = ctx.now();
  await repo.insertSession(db, {
    id: uuidv7(now.getTime()),
    tokenHash: sha256Hex(token),
    userId: found.user.id,
    accountId: found.user.accountId,
    currentSpaceId: (await firstSpaceId(db, found.user.accountId)) ?? null,
    createdAt: now.toISOString(),
  });
  ctx.responseCookies.push(authCookie(token, secureCookies(ctx)));
  ctx.services.logger.info({ requestId: ctx.requestId, userId: found.user.id }, 'user signed in');
  return { user: found.user, token };
}

export async function signOut(ctx: GraphQLContext): Promise<boolean> {
  // Signing out with no live session still clears a stale cookie.
  if (ctx.principal.kind === 'user') {
    const { session } = ctx.principal;
    await repo.revokeSession(
      ctx.services.db,
      session.accountId,
      session.id,
      ctx.now().toISOString(),
    );
  }
  ctx.responseCookies.push(clearedAuthCookie(secureCookies(ctx)));
  return true;
}

export async function changePassword(
  ctx: GraphQLContext,
  currentPassword: string,
  newPassword: string,
) {
  const { user, session } = requireUser(ctx);
  const { db } = ctx.services;
  const stored = await repo.findPasswordHash(db, user.accountId, user.id);
  if (!(await verifyPassword(stored, currentPassword))) {
    throw badUserInput('The current password is wrong', [
      { path: 'currentPassword', message: 'The current password is wrong' },
    ]);
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    const message = `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`;
    throw badUserInput(message, [{ path: 'newPassword', message }]);
  }
  await repo.updatePasswordHash(db, user.accountId, user.id, await hashPassword(newPassword));
  await repo.revokeOtherSessions(db, user.accountId, user.id, session.id, ctx.now().toISOString());
  return true;
}

export function currentUser(ctx: GraphQLContext) {
  return ctx.principal.kind === 'user' ? ctx.principal.user : null;
}

export function currentUserSession(ctx: GraphQLContext) {
  if (ctx.principal.kind !== 'user') return null;
  return { user: ctx.principal.user, currentSpaceId: ctx.principal.session.currentSpaceId };
}

export async function userRoleOf(ctx: GraphQLContext, accountId: string, userRoleId: string) {
  const role = await repo.findUserRole(ctx.services.db, accountId, userRoleId);
  return role ?? { id: userRoleId, accountId, name: '', permissions: [] };
}
