import type { Role } from '@marquee/sdk/model';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { toAccount, type AccountRecord, type AccountRow } from '../accounts/repo.js';
import { onlineSql } from '../devices/listing/repo.js';
import { BYTES_PER_MB } from '../files/rules.js';

// The accounts list of the service's administrators: every account with its counts, made by one
// query with grouped subqueries (screens, files, users, sign-ins), so a page costs the same
// whether it shows 5 accounts or 200, and sorting by a count happens in the database.

export type ServiceAccountSort =
  | 'name'
  | 'createdAt'
  | 'lastActivityAt'
  | 'screensTotal'
  | 'screensOnline'
  | 'storageUsedMB'
  | 'userCount';

export interface ServiceAccountQuery {
  search: string | null;
  sort: ServiceAccountSort;
  direction: 'asc' | 'desc';
  first: number;
  offset: number;
  now: Date;
}

export interface ServiceAccountRow extends AccountRow {
  partnerName: string | null;
  lastActivityAt: string | null;
  screensOnline: number;
  screensTotal: number;
  storageUsedMB: number;
  userCount: number;
}

/** LIKE pattern that matches the text literally (%, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

function accountsWithCounts(db: Db, now: Date) {
  const screens = db
    .selectFrom('devices')
    .select([
      'account_id',
      (eb) => eb.fn.countAll<number | string>().as('total'),
      sql<number | string>`sum(case when ${onlineSql(now)} then 1 else 0 end)`.as('online'),
    ])
    .groupBy('account_id')
    .as('screens');
  const storage = db
    .selectFrom('files')
    .select([
      'account_id',
      (eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('bytes'),
    ])
    .where('is_demo', '=', 0)
    .groupBy('account_id')
    .as('storage');
  const people = db
    .selectFrom('users')
    .select(['account_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('account_id')
    .as('people');
  const signIns = db
    .selectFrom('sessions')
    .select(['account_id', (eb) => eb.fn.max('created_at').as('last_at')])
    // A service admin's "Sign in as" is not the account's own activity.
    .where('impersonator_user_id', 'is', null)
    .groupBy('account_id')
    .as('sign_ins');
  return db
    .selectFrom('accounts')
    .leftJoin(screens, 'screens.account_id', 'accounts.id')
    .leftJoin(storage, 'storage.account_id', 'accounts.id')
    .leftJoin(people, 'people.account_id', 'accounts.id')
    .leftJoin(signIns, 'sign_ins.account_id', 'accounts.id')
    .leftJoin('accounts as partners', 'partners.id', 'accounts.partner_account_id');
}

type Counted = ReturnType<typeof accountsWithCounts>;

function searched(q: Counted, search: string | null): Counted {
  const text = search?.trim();
  if (!text) return q;
  const pattern = containsPattern(text);
  return q.where((eb) =>
    eb.or([
      sql<SqlBool>`lower(accounts.name) like ${pattern} escape '\\'`,
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.account_id', '=', 'accounts.id')
          .where(sql<SqlBool>`users.email like ${pattern} escape '\\'`),
      ),
    ]),
  );
}

const SORT_KEYS: Record<ServiceAccountSort, Expression<unknown>> = {
  name: sql`lower(accounts.name)`,
  createdAt: sql`accounts.created_at`,
  // Never signed in sorts as the oldest on both databases (their nulls sort differently).
  lastActivityAt: sql`coalesce(sign_ins.last_at, '')`,
  screensTotal: sql`coalesce(screens.total, 0)`,
  screensOnline: sql`coalesce(screens.online, 0)`,
  storageUsedMB: sql`coalesce(storage.bytes, 0)`,
  userCount: sql`coalesce(people.n, 0)`,
};

type CountedRecord = AccountRecord & {
  partner_name: string | null;
  last_at: string | null;
  screens_total: number | string | null;
  screens_online: number | string | null;
  used_bytes: number | string | null;
  user_count: number | string | null;
};

const toServiceAccount = (r: CountedRecord): ServiceAccountRow => ({
  ...toAccount(r),
  partnerName: r.partner_name,
  lastActivityAt: r.last_at,
  screensTotal: Number(r.screens_total ?? 0),
  screensOnline: Number(r.screens_online ?? 0),
  storageUsedMB: Number(r.used_bytes ?? 0) / BYTES_PER_MB,
  userCount: Number(r.user_count ?? 0),
});

function selectCounted(q: Counted) {
  return q
    .selectAll('accounts')
    .select([
      'partners.name as partner_name',
      'sign_ins.last_at',
      'screens.total as screens_total',
      'screens.online as screens_online',
      'storage.bytes as used_bytes',
      'people.n as user_count',
    ]);
}

/** One page of accounts with their counts, and how many match over all pages. */
export async function listServiceAccounts(db: Db, query: ServiceAccountQuery) {
  const base = searched(accountsWithCounts(db, query.now), query.search);
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    selectCounted(base)
      .orderBy(sql`${SORT_KEYS[query.sort]} ${direction}`)
      .orderBy('accounts.id', query.direction)
      .limit(query.first)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => toServiceAccount(r as unknown as CountedRecord)),
    total: Number(total.n),
  };
}

/** One account with its counts; undefined when there is none. */
export async function findServiceAccount(db: Db, id: string, now: Date) {
  const row = await selectCounted(accountsWithCounts(db, now))
    .where('accounts.id', '=', id)
    .executeTakeFirst();
  return row ? toServiceAccount(row) : undefined;
}

/** The account's users with their role names, oldest first. */
export async function listAccountUsers(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.id', 'users.user_role_id')
    .select([
      'users.id',
      'users.email',
      'users.role',
      'users.created_at',
      'user_roles.name as role_name',
    ])
    .where('users.account_id', '=', accountId)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    email: r.email,
    role: r.role as Role,
    userRoleName: r.role_name,
    createdAt: r.created_at,
  }));
}

/** The account's screens by name, at most `first`, with their space's name. */
export async function listAccountScreens(db: Db, accountId: string, first: number, now: Date) {
  const rows = await db
    .selectFrom('devices')
    .leftJoin('spaces', 'spaces.id', 'devices.space_id')
    .select([
      'devices.id',
      'devices.name',
      'devices.platform',
      'devices.last_seen_at',
      'spaces.name as space_name',
      sql<number | string>`case when ${onlineSql(now)} then 1 else 0 end`.as('online'),
    ])
    .where('devices.account_id', '=', accountId)
    .orderBy(sql`lower(devices.name)`)
    .orderBy('devices.id')
    .limit(first)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    platform: r.platform,
    online: Number(r.online) === 1,
    lastSeenAt: r.last_seen_at,
    spaceName: r.space_name,
  }));
}

export interface SubscriptionChange {
  tariff?: string;
  billingType?: string;
  enabledFeatures?: readonly string[];
  maxStorageCapacityInMB?: number;
  subscribedScreens?: number;
  freeScreens?: number;
  isTrial?: boolean;
  trialEndsAt?: string | null;
  enabledItemTypes?: readonly string[];
}

/** Writes what a service admin changed of an account's subscription; false when it is gone. */
export async function updateSubscription(db: Db, id: string, c: SubscriptionChange) {
  const set = {
    ...(c.tariff !== undefined ? { tariff: c.tariff } : {}),
    ...(c.billingType !== undefined ? { billing_type: c.billingType } : {}),
    ...(c.enabledFeatures !== undefined
      ? { enabled_features: JSON.stringify(c.enabledFeatures) }
      : {}),
    ...(c.maxStorageCapacityInMB !== undefined
      ? { max_storage_capacity_mb: c.maxStorageCapacityInMB }
      : {}),
    ...(c.subscribedScreens !== undefined ? { subscribed_screens: c.subscribedScreens } : {}),
    ...(c.freeScreens !== undefined ? { free_screens: c.freeScreens } : {}),
    ...(c.isTrial !== undefined ? { is_trial: c.isTrial ? 1 : 0 } : {}),
    ...(c.trialEndsAt !== undefined ? { trial_ends_at: c.trialEndsAt } : {}),
    ...(c.enabledItemTypes !== undefined
      ? { enabled_item_types: JSON.stringify(c.enabledItemTypes) }
      : {}),
  };
  if (Object.keys(set).length === 0) return true;
  const result = await db.updateTable('accounts').set(set).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Disables (with the time) or enables the account; false when it is gone. */
export async function setDisabledAt(db: Db, id: string, at: string | null) {
  const result = await db
    .updateTable('accounts')
    .set({ disabled_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
