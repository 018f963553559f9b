import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { toUserRow, USER_COLUMNS, type UserRow } from '../users/repo.js';

export type { UserRow };

export interface SessionRow {
  id: string;
  userId: string;
  accountId: string;
  currentSpaceId: string | null;
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
    })
    .execute();
}

/** One query: the live session behind a token hash, its user and the user's permissions. */
export async function findActiveSession(db: Db, tokenHash: string, now: Date) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('user_roles', 'user_roles.id', 'users.user_role_id')
    .select([
      ...USER_COLUMNS,
      'sessions.id as session_id',
      'sessions.current_space_id',
      'user_roles.permissions',
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
  return {
    user,
    session: {
      id: row.session_id,
      userId: user.id,
      accountId: user.accountId,
      currentSpaceId: row.current_space_id,
    } satisfies SessionRow,
    permissions: parseJson<string[]>(row.permissions, []),
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
