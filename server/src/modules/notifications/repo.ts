import type { Db } from '../../db/connect.js';

/** Bytes of the account's non-demo files whose upload was confirmed (any status but UPLOADING). */
export async function storedBytes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('total'))
    .where('account_id', '=', accountId)
    .where('is_demo', '=', 0)
    .where('status', '!=', 'UPLOADING')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
