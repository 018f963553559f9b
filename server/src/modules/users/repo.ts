import type { Db } from '../../db/connect.js';
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

/** The user columns every user read selects (sessions join them too). */
export const USER_COLUMNS = [
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

export type UserRecord = {
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

export const toUserRow = (r: UserRecord): UserRow => ({
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
    .select([...USER_COLUMNS, 'users.password_hash'])
    .where('users.email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? { user: toUserRow(row), passwordHash: row.password_hash } : undefined;
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
    .select([...USER_COLUMNS])
    .where('users.account_id', '=', accountId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row ? toUserRow(row) : undefined;
}

export async function listUsers(db: Db, accountId: string): Promise<UserRow[]> {
  const rows = await db
    .selectFrom('users')
    .select([...USER_COLUMNS])
    .where('users.account_id', '=', accountId)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map(toUserRow);
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function setUserRole(db: Db, accountId: string, userId: string, roleId: string) {
  const result = await db
    .updateTable('users')
    .set({ user_role_id: roleId })
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteUser(db: Db, accountId: string, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('api_keys')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('one_time_tokens')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('account_id', '=', accountId)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .deleteFrom('users')
      .where('account_id', '=', accountId)
      .where('id', '=', userId)
      .execute();
  });
}

/** Sets the user's own phone number and country; a field left out stays as it is. */
export async function setContact(
  db: Db,
  accountId: string,
  userId: string,
  contact: { phoneNumber?: string | null; countryCode?: string | null },
) {
  const set = {
    ...(contact.phoneNumber === undefined ? {} : { phone_number: contact.phoneNumber }),
    ...(contact.countryCode === undefined ? {} : { country_code: contact.countryCode }),
  };
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('users')
    .set(set)
    .where('account_id', '=', accountId)
    .where('id', '=', userId)
    .execute();
}
