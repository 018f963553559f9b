import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';

export interface UserRoleRow {
  id: string;
  accountId: string;
  name: string;
  permissions: string[];
  isBuiltIn?: boolean;
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

export interface RoleRow {
  id: string;
  accountId: string;
  name: string;
  permissions: string[];
  isBuiltIn: boolean;
}

export async function listRoles(db: Db, accountId: string): Promise<RoleRow[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['id', 'account_id', 'name', 'permissions', 'is_built_in'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    permissions: parseJson<string[]>(r.permissions, []),
    isBuiltIn: Number(r.is_built_in) === 1,
  }));
}

/** Built-in roles are never matched, so they cannot be changed. */
export async function updateCustomRole(
  db: Db,
  accountId: string,
  id: string,
  name: string,
  permissions: string[],
) {
  const result = await db
    .updateTable('user_roles')
    .set({ name, permissions: JSON.stringify(permissions) })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('is_built_in', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteCustomRole(db: Db, accountId: string, id: string) {
  const result = await db
    .deleteFrom('user_roles')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .where('is_built_in', '=', 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function countHolders(db: Db, accountId: string, roleId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .where('user_role_id', '=', roleId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
