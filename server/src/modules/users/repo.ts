import type { Db } from '../../db/connect.js';

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
