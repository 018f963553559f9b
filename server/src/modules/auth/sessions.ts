import type { AppServices } from '../../app-services.js';
import type { RequestFacts } from '../../graphql/guards.js';
import { authCookie } from '../../request/cookies.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { findPolicies } from '../security-policies/repo.js';
import type { UserRow } from '../users/repo.js';
import * as repo from './sessions-repo.js';

/**
 * Cookies are marked Secure when the request's base URL is https: PUBLIC_URL's scheme when set,
 * else how the browser reached the server (X-Forwarded-Proto only behind TRUST_PROXY).
 */
export const secureCookies = (request: Pick<RequestFacts, 'baseUrl'>) =>
  request.baseUrl.startsWith('https://');

/** A service admin's "Sign in as" session ends after an hour at most, whatever the policy. */
export const IMPERSONATION_LIFETIME_MS = 60 * 60_000;

/**
 * Opens a session for the user in the given space, with the account's session lifetime policy,
 * and hands the token to the browser as the screens_token cookie. With `impersonator` it is a
 * service admin's session as that user, marked with the admin (and ends within the hour).
 */
export async function startSession(
  app: AppServices,
  request: Pick<RequestFacts, 'clientIp' | 'responseCookies' | 'baseUrl'>,
  user: UserRow,
  currentSpaceId: string | null,
  impersonator: repo.Impersonator | null = null,
  /** Keeps a session's end when it is replaced (a space switch): replacing never extends it. */
  keepExpiresAt?: string | null,
): Promise<string> {
  const { db } = app;
  const now = app.clock.now();
  const policies = await findPolicies(db, user.accountId);
  const token = randomToken('mqs_');
  const lifetimes = [
    policies.sessionLifetimeMinutes === null ? null : policies.sessionLifetimeMinutes * 60_000,
    impersonator ? IMPERSONATION_LIFETIME_MS : null,
  ].filter((ms): ms is number => ms !== null);
  await repo.insertSession(db, {
    id: uuidv7(now.getTime()),
    tokenHash: sha256Hex(token),
    userId: user.id,
    accountId: user.accountId,
    currentSpaceId,
    createdAt: now.toISOString(),
    expiresAt:
      keepExpiresAt !== undefined
        ? keepExpiresAt
        : lifetimes.length === 0
          ? null
          : new Date(now.getTime() + Math.min(...lifetimes)).toISOString(),
    clientIp: request.clientIp,
    impersonator,
  });
  request.responseCookies.push(authCookie(token, secureCookies(request)));
  return token;
}

/** Returns to a live session of the user under a new token (Stop of "Sign in as"); null if ended. */
export async function resumeSession(
  app: AppServices,
  request: Pick<RequestFacts, 'responseCookies' | 'baseUrl'>,
  session: { accountId: string; userId: string; id: string },
): Promise<string | null> {
  const token = randomToken('mqs_');
  const live = await repo.rekeyLiveSession(
    app.db,
    { ...session, tokenHash: sha256Hex(token) },
    app.clock.now(),
  );
  if (!live) return null;
  request.responseCookies.push(authCookie(token, secureCookies(request)));
  return token;
}
