import type { Db } from '../../db/connect.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';

// Single-use, expiring tokens mailed to people: e-mail confirmation, password recovery and
// join-account invitations. Only the hash is stored.

export type TokenKind = 'email-confirm' | 'password-reset' | 'invitation';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  'email-confirm': 7 * 24 * 3600_000,
  'password-reset': 2 * 3600_000,
  invitation: 7 * 24 * 3600_000,
};

export interface OneTimeToken {
  id: string;
  kind: TokenKind;
  accountId: string;
  userId: string | null;
  email: string;
  userRoleId: string | null;
  /** An invitation that makes its person the account's admin (the first, of a new account). */
  accountRole: 'ROLE_ADMIN' | null;
  expiresAt: string;
  usedAt: string | null;
}

export async function issueToken(
  db: Db,
  now: Date,
  t: {
    kind: TokenKind;
    accountId: string;
    userId: string | null;
    email: string;
    userRoleId?: string;
    accountRole?: 'ROLE_ADMIN';
  },
): Promise<{ token: string; row: OneTimeToken }> {
  const token = randomToken('mqt_');
  const row: OneTimeToken = {
    id: uuidv7(now.getTime()),
    kind: t.kind,
    accountId: t.accountId,
    userId: t.userId,
    email: t.email,
    userRoleId: t.userRoleId ?? null,
    accountRole: t.accountRole ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[t.kind]).toISOString(),
    usedAt: null,
  };
  await db
    .insertInto('one_time_tokens')
    .values({
      id: row.id,
      kind: row.kind,
      token_hash: sha256Hex(token),
      account_id: row.accountId,
      user_id: row.userId,
      email: row.email,
      user_role_id: row.userRoleId,
      account_role: row.accountRole,
      expires_at: row.expiresAt,
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return { token, row };
}

export type TokenCheck =
  { ok: true; token: OneTimeToken } | { ok: false; reason: 'unknown' | 'expired' | 'used' };

/** Looks a token up by its secret; tells apart unknown, expired and already used. */
export async function checkToken(
  db: Db,
  kind: TokenKind,
  secret: string,
  now: Date,
): Promise<TokenCheck> {
  const r = await db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', sha256Hex(secret))
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!r) return { ok: false, reason: 'unknown' };
  if (r.used_at !== null) return { ok: false, reason: 'used' };
  if (r.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    token: {
      id: r.id,
      kind,
      accountId: r.account_id,
      userId: r.user_id,
      email: r.email,
      userRoleId: r.user_role_id,
      accountRole: r.account_role === 'ROLE_ADMIN' ? 'ROLE_ADMIN' : null,
      expiresAt: r.expires_at,
      usedAt: null,
    },
  };
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function consumeToken(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listPendingInvitations(db: Db, accountId: string, now: Date) {
  return db
    .selectFrom('one_time_tokens')
    .select(['id', 'email', 'user_role_id', 'expires_at', 'account_id'])
    .where('account_id', '=', accountId)
    .where('kind', '=', 'invitation')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at')
    .execute();
}

export async function cancelInvitation(db: Db, accountId: string, id: string, now: Date) {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: now.toISOString() })
    .where('account_id', '=', accountId)
    .where('kind', '=', 'invitation')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
