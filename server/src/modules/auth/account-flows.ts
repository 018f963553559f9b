import type { AppServices } from '../../app-services.js';
import { appError, badUserInput, conflict, tooManyRequests } from '../../errors.js';
import type { RequestFacts } from '../../graphql/guards.js';
import { uuidv7 } from '../../ids.js';
import { confirmEmailMessage, passwordRecoveryMessage } from '../../mail/messages.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import { FEATURES, isFeatureEnabled } from '../accounts/features.js';
import { findAccount } from '../accounts/repo.js';
import { firstSpaceId } from '../spaces/repo.js';
import { assertPasswordAllowed } from '../security-policies/password-rules.js';
import { DEFAULT_POLICIES, findPolicies } from '../security-policies/repo.js';
import { findUserRole } from '../user-roles/repo.js';
import { assertEmail } from '../users/email-address.js';
import { issueToken, TOKEN_TTL_MS } from '../users/one-time-tokens.js';
import { hashPassword } from '../users/passwords.js';
import { LINK_MESSAGES, redeemToken } from '../users/redeem-link.js';
import * as users from '../users/repo.js';
import { createAccountWithAdmin } from './create-account.js';
import { revokeAllSessions } from './sessions-repo.js';
import { startSession } from './sessions.js';
import { announceAccessChange } from '../../pubsub/access-changes.js';

// Sign-up with e-mail confirmation, password recovery by a mailed link, joining by invitation.

export { LINK_MESSAGES };

/** Ids are uuids; a longer partnerAccountId names no account and is not looked up. */
const MAX_ID_LENGTH = 100;

const TOO_MANY_SIGN_UPS = 'Too many sign-ups from this address. Try again later.';
const TOO_MANY_RECOVERIES =
  'Too many password recovery requests. Check your mailbox, or try again later.';

export async function signUp(
  app: AppServices,
  request: Pick<RequestFacts, 'requestId' | 'clientIp'>,
  input: {
    email: string;
    password: string;
    accountName?: string | null;
    partnerAccountId?: string | null;
  },
): Promise<boolean> {
  const { db, logger } = app;
  const email = assertEmail(input.email);
  assertPasswordAllowed(input.password, DEFAULT_POLICIES, 'password');
  // Counted before any work, whatever the outcome: each sign-up sends a mail.
  if (!(await app.rateLimits.take(RATE_LIMITS.signUpPerAddress, request.clientIp, app.clock.now())))
    throw tooManyRequests(TOO_MANY_SIGN_UPS);
  if (await users.emailTaken(db, email)) throw conflict('A user with this e-mail already exists');
  const now = app.clock.now();
  const created = await createAccountWithAdmin(db, now, {
    name: input.accountName?.trim() || email,
    adminEmail: email,
    adminPasswordHash: await hashPassword(input.password),
    emailConfirmed: false,
    partnerAccountId: await partnerOf(app, input.partnerAccountId),
  });
  const { token } = await issueToken(db, now, {
    kind: 'email-confirm',
    accountId: created.accountId,
    userId: created.userId,
    email,
  });
  await app.mailer.send(confirmEmailMessage(email, app.config.linkBaseUrl, token));
  logger.info({ requestId: request.requestId, accountId: created.accountId }, 'account signed up');
  return true;
}

/**
 * The partner a sign-up link names, when that account exists and is a partner (has the partner
 * feature); else none. The sign-up goes on either way and says nothing of why: the answer must
 * not tell a stranger which account ids exist.
 */
async function partnerOf(app: AppServices, id: string | null | undefined): Promise<string | null> {
  if (!id || id.length > MAX_ID_LENGTH) return null;
  const account = await findAccount(app.db, id);
  return account && isFeatureEnabled(account, FEATURES.partnerAccounts) ? account.id : null;
}

export async function confirmEmail(app: AppServices, secret: string): Promise<boolean> {
  const { token, consume } = await redeemToken(app, 'email-confirm', secret);
  await consume();
  if (token.userId) await users.markEmailConfirmed(app.db, token.accountId, token.userId);
  return true;
}

export async function requestPasswordRecovery(
  app: AppServices,
  request: Pick<RequestFacts, 'clientIp'>,
  email: string,
): Promise<boolean> {
  const { db } = app;
  const now = app.clock.now();
  // Counted before the lookup, so the answer says nothing about whether the e-mail exists.
  const allowed =
    (await app.rateLimits.take(RATE_LIMITS.recoveryPerAddress, request.clientIp, now)) &&
    (await app.rateLimits.take(RATE_LIMITS.recoveryPerEmail, email.trim().toLowerCase(), now));
  if (!allowed) throw tooManyRequests(TOO_MANY_RECOVERIES);
  const found = await users.findUserForSignIn(db, email);
  if (!found) return true;
  const { token } = await issueToken(db, now, {
    kind: 'password-reset',
    accountId: found.user.accountId,
    userId: found.user.id,
    email: found.user.email,
  });
  const hours = TOKEN_TTL_MS['password-reset'] / 3600_000;
  await app.mailer.send(
    passwordRecoveryMessage(found.user.email, app.config.linkBaseUrl, token, hours),
  );
  return true;
}

export async function changePasswordByToken(
  app: AppServices,
  secret: string,
  newPassword: string,
): Promise<boolean> {
  const { db } = app;
  const { token, consume } = await redeemToken(app, 'password-reset', secret);
  if (!token.userId) throw appError('BAD_USER_INPUT', LINK_MESSAGES.unknown);
  assertPasswordAllowed(newPassword, await findPolicies(db, token.accountId), 'newPassword');
  await consume();
  await users.updatePasswordHash(
    db,
    token.accountId,
    token.userId,
    await hashPassword(newPassword),
  );
  // Whoever knew the old password is signed out everywhere; mail access proves the e-mail.
  await revokeAllSessions(db, token.accountId, token.userId, app.clock.now().toISOString());
  announceAccessChange(app, { userId: token.userId });
  await users.markEmailConfirmed(db, token.accountId, token.userId);
  return true;
}

/** Joins the account of an invitation as a new user, and signs that user in. */
export async function acceptInvitation(
  app: AppServices,
  request: Pick<RequestFacts, 'clientIp' | 'responseCookies' | 'baseUrl'>,
  secret: string,
  password: string,
) {
  const { db } = app;
  const { token, consume } = await redeemToken(app, 'invitation', secret);
  assertPasswordAllowed(password, await findPolicies(db, token.accountId), 'password');
  if (await users.emailTaken(db, token.email))
    throw conflict('A user with this e-mail already exists');
  const role = await findUserRole(db, token.accountId, token.userRoleId ?? '');
  if (!role) throw badUserInput('The role of this invitation no longer exists');
  await consume();
  const now = app.clock.now();
  const userId = uuidv7(now.getTime());
  await users.insertUser(db, {
    id: userId,
    accountId: token.accountId,
    email: token.email,
    passwordHash: await hashPassword(password),
    // Only an invitation issued as the account's admin makes one, whoever accepts first.
    role: token.accountRole ?? 'ROLE_USER',
    userRoleId: role.id,
    createdAt: now.toISOString(),
    emailConfirmed: true,
  });
  const user = (await users.findUserById(db, token.accountId, userId))!;
  const spaceId = (await firstSpaceId(db, user.accountId)) ?? null;
  const sessionToken = await startSession(app, request, user, spaceId);
  return { user, token: sessionToken };
}
