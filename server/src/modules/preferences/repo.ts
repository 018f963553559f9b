import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';

export async function findPreferences(db: Db, userId: string): Promise<unknown> {
  const row = await db
    .selectFrom('user_preferences')
    .select('document')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return parseJson<unknown>(row?.document, {});
}

export async function savePreferences(db: Db, userId: string, document: unknown, at: string) {
  const text = JSON.stringify(document);
  await db
    .insertInto('user_preferences')
    .values({ user_id: userId, document: text, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ document: text, updated_at: at }))
    .execute();
}
