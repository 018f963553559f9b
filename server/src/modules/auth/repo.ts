import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { Role } from '@marquee/sdk/model';

export interface UserRow {
  id: string;
  accountId: string;
  email: string;
  role: Role;
  userRoleId: string;
  createdAt: string;
  phoneNumber: string | null;
  countryCode: string | null;
  emailConfirmed: boolean;
}

export interface UserRoleRow {
  id: string;
  accountId: string;
  name: string;
  permissions: string[];
  isBuiltIn?: boolean;
}

export interface SessionRow {
  id: string;
  userId: string;
  accountId: string;
  currentSpaceId: string | null;
}

const userColumns = [
  'users.id',
  'users.account_id',
  'users.email',
  'users.role',
  'users.user_role_id',
  'users.created_at',
  'users.phone_number',
  'users.country_code',
  'users.email_confirmed',
] as const;

type UserRecord = {
  id: string;
  account_id: string;
  email: string;
  role: string;
  user_role_id: string;
  created_at: string;
  phone_number: string | null;
  country_code: string | null;
  email_confirmed: number;
};

const toUser = (r: UserRecord): UserRow => ({
  id: r.id,
  accountId: r.account_id,
  email: r.email,
  role: r.role as Role,
  userRoleId: r.user_role_id,
  createdAt: r.created_at,
  phoneNumber: r.phone_number,
  countryCode: r.country_code,
  emailConfirmed: Number(r.email_confirmed) === 1,
});

/** Sign-in looks users up across accounts by e-mail (unique per installation). */
export async function findUserForSignIn(db: Db, email: string) {
  const row = await db
    .selectFrom('users')
    .select([...userColumns, 'users.password_hash'])
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : undefined;
}

export async function findPasswordHash(
  db: Db,
  accountId: string,
  userId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function updatePasswordHash(db: Db, accountId: string, userId: string, hash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: hash })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

export async function insertUser(
  db: Db,
  row: Omit<UserRow, 'phoneNumber' | 'countryCode' | 'emailConfirmed'> &
    Partial<UserRow> & { passwordHash: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id: row.id,
      account_id: row.accountId,
      email: row.email.trim().toLowerCase(),
      password_hash: row.passwordHash,
      role: row.role,
      user_role_id: row.userRoleId,
      created_at: row.createdAt,
      phone_number: row.phoneNumber ?? null,
      country_code: row.countryCode ?? null,
      email_confirmed: row.emailConfirmed === false ? 0 : 1,
    })
    .execute();
}

export async function insertUserRole(
  db: Db,
  role: UserRoleRow & { isBuiltIn: boolean; createdAt: string },
) {
  await db
    .insertInto('user_roles')
    .values({
      id: role.id,
      account_id: role.accountId,
      name: role.name,
      permissions: JSON.stringify(role.permissions),
      is_built_in: role.isBuiltIn ? 1 : 0,
      created_at: role.createdAt,
    })
    .execute();
}

export async function findUserRole(
  db: Db,
  accountId: string,
  id: string,
): Promise<UserRoleRow | undefined> {
  const row = await db
    .selectFrom('user_roles')
    .select(['id', 'account_id', 'name', 'permissions', 'is_built_in'])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        accountId: row.account_id,
        name: row.name,
        permissions: parseJson<string[]>(row.permissions, []),
        isBuiltIn: Number(row.is_built_in) === 1,
      }
    : undefined;
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
      ...userColumns,
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
  const user = toUser(row);
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

export async function markEmailConfirmed(db: Db, accountId: string, userId: string) {
  await db
    .updateTable('users')
    .set({ email_confirmed: 1 })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}

export async function findUserById(
  db: Db,
  accountId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...userColumns])
    .where('users.account_id', '=', accountId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function listUsers(db: Db, accountId: string): Promise<UserRow[]> {
  const rows = await db
    .selectFrom('users')
    .select([...userColumns])
    .where('users.account_id', '=', accountId)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map(toUser);
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}
