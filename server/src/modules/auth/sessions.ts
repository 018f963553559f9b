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

/**
 * Opens a session for the user in the given space, with the account's session lifetime policy,
 * and hands the token to the browser as the screens_token cookie.
 */
export async function startSession(
  app: AppServices,
  request: Pick<RequestFacts, 'clientIp' | 'responseCookies' | 'baseUrl'>,
  user: UserRow,
  currentSpaceId: string | null,
): Promise<string> {
  const { db } = app;
  const now = app.clock.now();
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
    clientIp: request.clientIp,
  });
  request.responseCookies.push(authCookie(token, secureCookies(request)));
  return token;
}
