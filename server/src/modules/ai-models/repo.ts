import type { Db } from '../../db/connect.js';

export interface AccountAiModelsTable {
  account_id: string;
  model: string;
  /** 1 on, 0 off; a model without a row is on. */
  enabled: number;
  updated_at: string;
}

declare module '../../db/schema.js' {
  interface Database {
    account_ai_models: AccountAiModelsTable;
  }
}

/** The models this account has switched, by name: true on, false off. */
export async function switchesOf(db: Db, accountId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .selectFrom('account_ai_models')
    .select(['model', 'enabled'])
    .where('account_id', '=', accountId)
    .execute();
  return new Map(rows.map((r) => [r.model, Number(r.enabled) === 1]));
}

export async function saveSwitch(
  db: Db,
  accountId: string,
  model: string,
  enabled: boolean,
  at: string,
): Promise<void> {
  const values = { enabled: enabled ? 1 : 0, updated_at: at };
  await db
    .insertInto('account_ai_models')
    .values({ account_id: accountId, model, ...values })
    .onConflict((oc) => oc.columns(['account_id', 'model']).doUpdateSet(values))
    .execute();
}
