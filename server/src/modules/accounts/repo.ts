import type { Db } from '../../db/connect.js';

export interface AccountRow {
  id: string;
  name: string;
  billingType: string;
  tariff: string;
  maxStorageCapacityInMB: number;
  languageCode: string;
  temperatureUnit: string;
  createdAt: string;
}

export interface SpaceRow {
  id: string;
  accountId: string;
  name: string;
}

export async function anyAccountExists(db: Db): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function findAccount(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const r = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        name: r.name,
        billingType: r.billing_type,
        tariff: r.tariff,
        maxStorageCapacityInMB: Number(r.max_storage_capacity_mb),
        languageCode: r.language_code,
        temperatureUnit: r.temperature_unit,
        createdAt: r.created_at,
      }
    : undefined;
}

export async function insertAccount(db: Db, a: AccountRow): Promise<void> {
  await db
    .insertInto('accounts')
    .values({
      id: a.id,
      name: a.name,
      billing_type: a.billingType,
      tariff: a.tariff,
      max_storage_capacity_mb: a.maxStorageCapacityInMB,
      language_code: a.languageCode,
      temperature_unit: a.temperatureUnit,
      created_at: a.createdAt,
    })
    .execute();
}

export async function insertSpace(db: Db, s: SpaceRow & { createdAt: string }): Promise<void> {
  await db
    .insertInto('spaces')
    .values({ id: s.id, account_id: s.accountId, name: s.name, created_at: s.createdAt })
    .execute();
}

export async function listSpaces(db: Db, accountId: string): Promise<SpaceRow[]> {
  const rows = await db
    .selectFrom('spaces')
    .select(['id', 'account_id', 'name'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, accountId: r.account_id, name: r.name }));
}

export async function firstSpaceId(db: Db, accountId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('spaces')
    .select('id')
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Bytes of the account's own files; predefined demo files do not count toward storage. */
export async function usedStorageBytes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('total'))
    .where('account_id', '=', accountId)
    .where('is_demo', '=', 0)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
