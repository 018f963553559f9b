import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import type { AccountsTable } from '../../db/schema.js';

export interface AccountRow {
  id: string;
  name: string;
  billingType: string;
  tariff: string;
  maxStorageCapacityInMB: number;
  languageCode: string;
  temperatureUnit: string;
  createdAt: string;
  enabledFeatures: string[];
  tariffFeatureAvailabilityMap: Record<string, string>;
  unpaidFeatureWarnings: boolean;
  subscribedScreens: number;
  freeScreens: number;
  isTrial: boolean;
  trialEndsAt: string | null;
  partnerAccountId: string | null;
  /** Scene item types enabled for this account beyond the global list. */
  enabledItemTypes: string[];
  /** When a service admin disabled the account; null while it is enabled. */
  disabledAt: string | null;
}

export type AccountRecord = Omit<
  AccountsTable,
  | 'enabled_features'
  | 'tariff_feature_availability'
  | 'unpaid_feature_warnings'
  | 'subscribed_screens'
  | 'free_screens'
  | 'is_trial'
  | 'enabled_item_types'
> & {
  enabled_features: string;
  tariff_feature_availability: string;
  unpaid_feature_warnings: number;
  subscribed_screens: number;
  free_screens: number;
  is_trial: number;
  enabled_item_types: string;
};

export const toAccount = (r: AccountRecord): AccountRow => ({
  id: r.id,
  name: r.name,
  billingType: r.billing_type,
  tariff: r.tariff,
  maxStorageCapacityInMB: Number(r.max_storage_capacity_mb),
  languageCode: r.language_code,
  temperatureUnit: r.temperature_unit,
  createdAt: r.created_at,
  enabledFeatures: parseJson<string[]>(r.enabled_features, []),
  tariffFeatureAvailabilityMap: parseJson<Record<string, string>>(
    r.tariff_feature_availability,
    {},
  ),
  unpaidFeatureWarnings: Number(r.unpaid_feature_warnings) === 1,
  subscribedScreens: Number(r.subscribed_screens),
  freeScreens: Number(r.free_screens),
  isTrial: Number(r.is_trial) === 1,
  trialEndsAt: r.trial_ends_at,
  partnerAccountId: r.partner_account_id,
  enabledItemTypes: parseJson<string[]>(r.enabled_item_types, []),
  disabledAt: r.disabled_at,
});

/** Defaults of a new account's subscription facts (tests and sign-up override what they need). */
const NEW_ACCOUNT_DEFAULTS = {
  enabledFeatures: [] as string[],
  tariffFeatureAvailabilityMap: {} as Record<string, string>,
  unpaidFeatureWarnings: false,
  subscribedScreens: 0,
  freeScreens: 3,
  isTrial: false,
  trialEndsAt: null,
  partnerAccountId: null,
  enabledItemTypes: [] as string[],
  disabledAt: null,
} satisfies Partial<AccountRow>;

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
  return r ? toAccount(r) : undefined;
}

export async function insertAccount(
  db: Db,
  input: Omit<AccountRow, keyof typeof NEW_ACCOUNT_DEFAULTS> & Partial<AccountRow>,
): Promise<void> {
  const a: AccountRow = { ...NEW_ACCOUNT_DEFAULTS, ...input };
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
      enabled_features: JSON.stringify(a.enabledFeatures),
      tariff_feature_availability: JSON.stringify(a.tariffFeatureAvailabilityMap),
      unpaid_feature_warnings: a.unpaidFeatureWarnings ? 1 : 0,
      subscribed_screens: a.subscribedScreens,
      free_screens: a.freeScreens,
      is_trial: a.isTrial ? 1 : 0,
      trial_ends_at: a.trialEndsAt,
      partner_account_id: a.partnerAccountId,
      enabled_item_types: JSON.stringify(a.enabledItemTypes),
      disabled_at: a.disabledAt,
    })
    .execute();
}

export async function updateAccountSettings(
  db: Db,
  accountId: string,
  data: {
    name?: string;
    languageCode?: string;
    temperatureUnit?: string;
    enabledItemTypes?: readonly string[];
  },
): Promise<void> {
  const set: Partial<
    Record<'name' | 'language_code' | 'temperature_unit' | 'enabled_item_types', string>
  > = {};
  if (data.name !== undefined) set.name = data.name;
  if (data.languageCode !== undefined) set.language_code = data.languageCode;
  if (data.temperatureUnit !== undefined) set.temperature_unit = data.temperatureUnit;
  if (data.enabledItemTypes !== undefined)
    set.enabled_item_types = JSON.stringify(data.enabledItemTypes);
  if (Object.keys(set).length === 0) return;
  await db.updateTable('accounts').set(set).where('id', '=', accountId).execute();
}

/** Screens the account has paired (the "used" count of its subscription). */
export async function countDevices(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether a service admin disabled the account: its users cannot sign in, its keys stop. */
export async function isAccountDisabled(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('accounts')
    .select('disabled_at')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.disabled_at !== null && row?.disabled_at !== undefined;
}

/** What an account's subscription entitles it to; billing keeps it in step with the provider. */
export async function updateSubscriptionFacts(
  db: Db,
  accountId: string,
  facts: {
    tariff: string;
    enabledFeatures: readonly string[];
    subscribedScreens: number;
    tariffFeatureAvailabilityMap: Readonly<Record<string, string>>;
  },
): Promise<void> {
  await db
    .updateTable('accounts')
    .set({
      tariff: facts.tariff,
      enabled_features: JSON.stringify(facts.enabledFeatures),
      subscribed_screens: facts.subscribedScreens,
      tariff_feature_availability: JSON.stringify(facts.tariffFeatureAvailabilityMap),
    })
    .where('id', '=', accountId)
    .execute();
}
