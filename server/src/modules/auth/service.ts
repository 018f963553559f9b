import type { AppServices } from '../../app-services.js';
import {
  accountDisabled,
  badUserInput,
  forbidden,
  MESSAGES,
  tooManyRequests,
  unauthenticated,
} from '../../errors.js';
import type { RequestFacts, SignedInSession } from '../../graphql/guards.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import { isAccountDisabled } from '../accounts/repo.js';
import { clearedAuthCookie } from '../../request/cookies.js';
import type { Scope } from '../../scope.js';
import { assertPasswordAllowed } from '../security-policies/password-rules.js';
import { findPolicies } from '../security-policies/repo.js';
import { spaceOfAccount } from '../spaces/service.js';
import { firstSpaceId } from '../spaces/repo.js';
import { hashPassword, verifyPassword } from '../users/passwords.js';
import * as users from '../users/repo.js';
import * as repo from './sessions-repo.js';
import { secureCookies, startSession } from './sessions.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';

const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this e-mail. Sign-in is blocked for a minute; try again later.';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts from this address. Try again in a minute.';
const EMAIL_NOT_CONFIRMED = 'Please confirm your e-mail first: open the link we sent you.';
const NOT_WHILE_ACTING = 'A service admin acting as this user cannot change their password';

/**
 * Both limits are taken before the password is checked, so parallel guesses are counted before
 * any of them is tried. Wrong passwords count per e-mail AND address: a stranger elsewhere cannot
 * lock a user out, and a right password forgets the wrong ones.
 */
export async function signIn(
  app: AppServices,
  request: Pick<RequestFacts, 'requestId' | 'clientIp' | 'responseCookies' | 'baseUrl'>,
  email: string,
  password: string,
) {
  const { db, logger } = app;
  const now = app.clock.now();
  const attempt = `${email.trim().toLowerCase()}|${request.clientIp}`;
  const refused = (reason: string, message: string) => {
    logger.warn(
      {
        requestId: request.requestId,
        email: email.trim().toLowerCase(),
        clientIp: request.clientIp,
      },
      `sign-in refused: ${reason}`,
    );
    return tooManyRequests(message);
  };
  if (!(await app.rateLimits.take(RATE_LIMITS.signInPerAddress, request.clientIp, now)))
    throw refused('too many attempts from this address', TOO_MANY_SIGN_INS);
  if (!(await app.rateLimits.take(RATE_LIMITS.wrongPasswords, attempt, now)))
    throw refused('too many wrong passwords for this e-mail', TOO_MANY_WRONG_PASSWORDS);
  const found = await users.findUserForSignIn(db, email);
  const ok = await verifyPassword(found?.passwordHash, password);
  if (!found || !ok) throw unauthenticated(MESSAGES.wrongCredentials);
  if (!found.user.emailConfirmed) throw unauthenticated(EMAIL_NOT_CONFIRMED);
  if (await isAccountDisabled(db, found.user.accountId)) throw accountDisabled();
  await app.rateLimits.reset(RATE_LIMITS.wrongPasswords, attempt);
  const spaceId = (await firstSpaceId(db, found.user.accountId)) ?? null;
  const token = await startSession(app, request, found.user, spaceId);
  logger.info({ requestId: request.requestId, userId: found.user.id }, 'user signed in');
  return { user: found.user, token };
}

/** Ends the request's sign-in session (if any) and clears the cookie either way. */
export async function signOut(
  app: AppServices,
  request: Pick<RequestFacts, 'responseCookies' | 'baseUrl'>,
  session: SignedInSession | null,
): Promise<boolean> {
  // Signing out with no live session still clears a stale cookie.
  if (session && !session.viaApiKey) {
    const at = app.clock.now().toISOString();
    await repo.revokeSession(app.db, session.accountId, session.id, at);
    // A service admin signing out ends the "Sign in as" sessions opened from any of theirs.
    if (!session.impersonator) await repo.revokeImpersonationsBy(app.db, session.userId, at);
    announceAccessChange(app, { userId: session.userId });
  }
  request.responseCookies.push(clearedAuthCookie(secureCookies(request)));
  return true;
}

export async function changePassword(
  app: AppServices,
  session: SignedInSession,
  currentPassword: string,
  newPassword: string,
) {
  const { db } = app;
  const { accountId, userId } = session;
  // A service admin acting as the user may look and change content, never the user's password.
  if (session.impersonator) throw forbidden(NOT_WHILE_ACTING);
  const stored = await users.findPasswordHash(db, accountId, userId);
  if (!(await verifyPassword(stored, currentPassword))) {
    throw badUserInput('The current password is wrong', [
      { path: 'currentPassword', message: 'The current password is wrong' },
    ]);
  }
  assertPasswordAllowed(newPassword, await findPolicies(db, accountId), 'newPassword');
  await users.updatePasswordHash(db, accountId, userId, await hashPassword(newPassword));
  const at = app.clock.now().toISOString();
  await repo.revokeOtherSessions(db, accountId, userId, session.id, at);
  await repo.revokeImpersonationsBy(db, userId, at);
  announceAccessChange(app, { userId });
  return true;
}

/** The user's live sessions, newest first, with the one making the request marked. */
export async function mySessions(app: AppServices, session: SignedInSession) {
  const rows = await repo.listLiveSessions(
    app.db,
    session.accountId,
    session.userId,
    app.clock.now(),
  );
  return rows.map((r) => ({ ...r, _id: r.id, current: r.id === session.id }));
}

export async function revokeMySession(app: AppServices, session: SignedInSession, id: string) {
  const revoked = await repo.revokeOwnSession(
    app.db,
    session.accountId,
    session.userId,
    id,
    app.clock.now().toISOString(),
  );
  announceAccessChange(app, { userId: session.userId });
  return revoked;
}

/** A fresh session in the chosen space (the old one ends), so the token carries the space. */
export async function changeCurrentSpace(
  app: AppServices,
  scope: Scope,
  session: SignedInSession,
  request: Pick<RequestFacts, 'clientIp' | 'responseCookies' | 'baseUrl'>,
  spaceId: string,
) {
  if (session.viaApiKey) throw forbidden('An API key is bound to its space');
  const space = await spaceOfAccount(app, scope, spaceId);
  const user = await users.findUserById(app.db, session.accountId, session.userId);
  if (!user) throw unauthenticated(MESSAGES.sessionEnded);
  // A service admin acting as the user stays marked in the new space's session, and no session
  // outlives the one it replaces (the hour of "Sign in as" included).
  const expiresAt = await repo.sessionExpiry(app.db, session.accountId, session.id);
  const token = await startSession(
    app,
    request,
    user,
    space.id,
    session.impersonator,
    expiresAt ?? null,
  );
  await repo.revokeSession(app.db, session.accountId, session.id, app.clock.now().toISOString());
  announceAccessChange(app, { userId: session.userId });
  return { success: true, token };
}
