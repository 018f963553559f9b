import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { toUserRow, USER_COLUMNS, type UserRow } from '../users/repo.js';

export type { UserRow };

/** The service admin acting as the session's user (a session opened with "Sign in as"). */
export interface Impersonator {
  userId: string;
  email: string;
  accountId: string;
  /** The admin's own session, which Stop returns to. */
  sessionId: string | null;
  /** The name of the account the admin acts in (the session user's). */
  actingInAccountName: string;
}

export interface SessionRow {
  id: string;
  userId: string;
  accountId: string;
  currentSpaceId: string | null;
  /** Set on a service admin's "Sign in as" session; absent or null on the user's own. */
  impersonator?: Impersonator | null;
}

export async function insertSession(
  db: Db,
  s: SessionRow & {
    tokenHash: string;
    createdAt: string;
    expiresAt?: string | null;
    clientIp?: string | null;
  },
): Promise<void> {
  const impersonator = s.impersonator ?? null;
  await db
    .insertInto('sessions')
    .values({
      id: s.id,
      token_hash: s.tokenHash,
      user_id: s.userId,
      account_id: s.accountId,
      current_space_id: s.currentSpaceId,
      created_at: s.createdAt,
      revoked_at: null,
      expires_at: s.expiresAt ?? null,
      client_ip: s.clientIp ?? null,
      impersonator_user_id: impersonator?.userId ?? null,
      impersonator_session_id: impersonator?.sessionId ?? null,
    })
    .execute();
}

/**
 * One query: the live session behind a token hash, its user, the user's permissions, whether the
 * account is disabled and, on a "Sign in as" session, the service admin acting.
 */
export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('user_roles', 'user_roles.id', 'users.user_role_id')
    .innerJoin('accounts', 'accounts.id', 'users.account_id')
    .leftJoin('users as admins', 'admins.id', 'sessions.impersonator_user_id')
    .select([
      ...USER_COLUMNS,
      'sessions.id as session_id',
      'sessions.current_space_id',
      'sessions.impersonator_session_id',
      'user_roles.permissions',
      'accounts.disabled_at as account_disabled_at',
      'accounts.name as account_name',
      'admins.id as admin_id',
      'admins.email as admin_email',
      'admins.account_id as admin_account_id',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('sessions.expires_at', 'is', null),
        eb('sessions.expires_at', '>', now.toISOString()),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const user = toUserRow(row);
  const impersonator: Impersonator | null =
    row.admin_id && row.admin_email && row.admin_account_id
      ? {
          userId: row.admin_id,
          email: row.admin_email,
          accountId: row.admin_account_id,
          sessionId: row.impersonator_session_id,
          actingInAccountName: row.account_name,
        }
      : null;
  return {
    user,
    session: {
      id: row.session_id,
      userId: user.id,
      accountId: user.accountId,
      currentSpaceId: row.current_space_id,
      impersonator,
    } satisfies SessionRow,
    permissions: parseJson<string[]>(row.permissions, []),
    accountDisabled: row.account_disabled_at !== null,
  };
}

export async function revokeSession(db: Db, accountId: string, sessionId: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeOtherSessions(
  db: Db,
  accountId: string,
  userId: string,
  keepId: string,
  at: string,
) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllSessions(db: Db, accountId: string, userId: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The user's live sessions, newest first. */
export async function listLiveSessions(db: Db, accountId: string, userId: string, now: Date) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'expires_at', 'client_ip'])
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    clientIp: r.client_ip,
  }));
}

/** Only the user's own session: the user id is part of the filter. */
export async function revokeOwnSession(
  db: Db,
  accountId: string,
  userId: string,
  sessionId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
