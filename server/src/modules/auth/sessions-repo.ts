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
    .leftJoin('sessions as admin_sessions', 'admin_sessions.id', 'sessions.impersonator_session_id')
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
      'admins.role as admin_role',
      'sessions.impersonator_user_id',
      'admin_sessions.user_id as admin_session_user_id',
      'admin_sessions.revoked_at as admin_session_revoked_at',
      'admin_sessions.expires_at as admin_session_expires_at',
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
  if (row.impersonator_user_id !== null && !impersonationStillHeld(row, now)) return undefined;
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

/**
 * A "Sign in as" session lives only while its admin is still a service admin and the admin's own
 * session, which Stop returns to, is live: signing out or losing the role ends both.
 */
function impersonationStillHeld(
  row: {
    impersonator_user_id: string | null;
    admin_role: string | null;
    admin_session_user_id: string | null;
    admin_session_revoked_at: string | null;
    admin_session_expires_at: string | null;
  },
  now: Date,
): boolean {
  return (
    row.admin_role === 'ROLE_GOD' &&
    row.admin_session_user_id === row.impersonator_user_id &&
    row.admin_session_revoked_at === null &&
    (row.admin_session_expires_at === null || row.admin_session_expires_at > now.toISOString())
  );
}

/** Ends every "Sign in as" session the admin opened (sign-out, password change). */
export async function revokeImpersonationsBy(db: Db, adminUserId: string, at: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('impersonator_user_id', '=', adminUserId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Gives a live session of the user a new token (the old one stops working) and keeps its expiry:
 * Stop returns the admin to the session "Sign in as" started from. Undefined when it has ended.
 */
export async function rekeyLiveSession(
  db: Db,
  s: { accountId: string; userId: string; id: string; tokenHash: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ token_hash: s.tokenHash })
    .where('account_id', '=', s.accountId)
    .where('user_id', '=', s.userId)
    .where('id', '=', s.id)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the session ends (null: no limit); undefined when there is no such session. */
export async function sessionExpiry(db: Db, accountId: string, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .select('expires_at')
    .where('account_id', '=', accountId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.expires_at;
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
