import { badUserInput, MESSAGES, tooManyRequests, unauthenticated } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { clearedAuthCookie } from '../../http/cookies.js';
import { firstSpaceId } from '../accounts/repo.js';
import { assertPasswordAllowed } from '../security-policies/password-rules.js';
import { findPolicies } from '../security-policies/repo.js';
import { requireUser } from '../../graphql/guards.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { clearEvents, countRecentEvents, recordEvent } from './rate-limit.js';
import * as repo from './repo.js';
import { secureCookies, startSession } from './sessions.js';

/** Brute-force guard: this many wrong passwords for one e-mail within the window block sign-in. */
export const MAX_WRONG_PASSWORDS = 20;
export const WRONG_PASSWORD_WINDOW_MS = 60_000;
export const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this e-mail. Sign-in is blocked for a minute; try again later.';
export const EMAIL_NOT_CONFIRMED = 'Please confirm your e-mail first: open the link we sent you.';

const failureKey = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

export async function signIn(ctx: GraphQLContext, email: string, password: string) {
  const { db, logger } = ctx.services;
  const now = ctx.now();
  const key = failureKey(email);
  const since = new Date(now.getTime() - WRONG_PASSWORD_WINDOW_MS);
  if ((await countRecentEvents(db, key, since)) >= MAX_WRONG_PASSWORDS) {
    logger.warn(
      { requestId: ctx.requestId, email: email.trim().toLowerCase(), clientIp: ctx.clientIp },
      'sign-in refused: too many wrong passwords for this e-mail',
    );
    throw tooManyRequests(TOO_MANY_WRONG_PASSWORDS);
  }
  const found = await repo.findUserForSignIn(db, email);
  const ok = await verifyPassword(found?.passwordHash, password);
  if (!found || !ok) {
    await recordEvent(db, key, now);
    throw unauthenticated(MESSAGES.wrongCredentials);
  }
  if (!found.user.emailConfirmed) throw unauthenticated(EMAIL_NOT_CONFIRMED);
  await clearEvents(db, key);

  const spaceId = (await firstSpaceId(db, found.user.accountId)) ?? null;
  const token = await startSession(ctx, found.user, spaceId);
  logger.info({ requestId: ctx.requestId, userId: found.user.id }, 'user signed in');
  return { user: found.user, token };
}

export async function signOut(ctx: GraphQLContext): Promise<boolean> {
  // Signing out with no live session still clears a stale cookie.
  if (ctx.principal.kind === 'user' && !ctx.principal.apiKey) {
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
  assertPasswordAllowed(newPassword, await findPolicies(db, user.accountId), 'newPassword');
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
  return role ?? { id: userRoleId, accountId, name: '', permissions: [], isBuiltIn: false };
}

export async function mySessions(ctx: GraphQLContext) {
  const { user, session } = requireUser(ctx);
  const rows = await repo.listLiveSessions(ctx.services.db, user.accountId, user.id, ctx.now());
  return rows.map((r) => ({ ...r, _id: r.id, current: r.id === session.id }));
}

export async function revokeMySession(ctx: GraphQLContext, sessionId: string) {
  const { user } = requireUser(ctx);
  return repo.revokeOwnSession(
    ctx.services.db,
    user.accountId,
    user.id,
    sessionId,
    ctx.now().toISOString(),
  );
}
