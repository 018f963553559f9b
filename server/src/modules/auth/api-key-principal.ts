import type { AppServices } from '../../app-services.js';
import { sha256Hex } from '../../ids.js';
import { RATE_LIMITS } from '../../rate-limits.js';
import { isAccountDisabled } from '../accounts/repo.js';
import { findLiveKeyByHash, touchApiKey } from '../api-keys/repo.js';
import { findUserRole } from '../user-roles/repo.js';
import { findUserById, type UserRow } from '../users/repo.js';
import type { SessionRow } from './sessions-repo.js';

export type ApiKeyAuth =
  | { kind: 'unknown' }
  | { kind: 'rate-limited' }
  | { kind: 'account-disabled' }
  | {
      kind: 'ok';
      user: UserRow;
      session: SessionRow;
      permissions: string[];
      apiKey: { id: string; name: string };
    };

/**
 * A key acts as its creator, in the space it was created in, with the permissions it was given
 * that the creator still holds (removing a permission from the creator's role narrows the key).
 */
export async function authenticateApiKey(
  services: AppServices,
  secret: string,
): Promise<ApiKeyAuth> {
  const { db, clock } = services;
  const key = await findLiveKeyByHash(db, sha256Hex(secret));
  if (!key) return { kind: 'unknown' };
  const user = await findUserById(db, key.accountId, key.userId);
  if (!user) return { kind: 'unknown' };
  if (await isAccountDisabled(db, key.accountId)) return { kind: 'account-disabled' };
  const now = clock.now();
  if (!(await services.rateLimits.take(RATE_LIMITS.apiKeyRequests, key.id, now)))
    return { kind: 'rate-limited' };
  await touchApiKey(db, key.id, now.toISOString());
  const role = await findUserRole(db, key.accountId, user.userRoleId);
  const held = new Set(role?.permissions ?? []);
  return {
    kind: 'ok',
    user,
    session: {
      id: `api-key:${key.id}`,
      userId: user.id,
      accountId: key.accountId,
      currentSpaceId: key.spaceId,
    },
    permissions: key.permissions.filter((p) => held.has(p)),
    apiKey: { id: key.id, name: key.name },
  };
}
