import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';
import { ONLINE_WINDOW_MS } from '../devices/presence/rules.js';

// Reads of a partner's child accounts. Every read names the partner: a child is an account whose
// partner_account_id is the caller's account, so another account's id simply finds nothing.

export interface ChildAccountRow {
  id: string;
  name: string;
  createdAt: string;
  billingType: string;
  tariff: string;
  maxStorageMB: number;
  subscribedScreens: number;
  freeScreens: number;
  isTrial: boolean;
  trialEndsAt: string | null;
  languageCode: string;
  temperatureUnit: string;
}

const CHILD_COLUMNS = [
  'id',
  'name',
  'created_at',
  'billing_type',
  'tariff',
  'max_storage_capacity_mb',
  'subscribed_screens',
  'free_screens',
  'is_trial',
  'trial_ends_at',
  'language_code',
  'temperature_unit',
] as const;

interface ChildRecord {
  id: string;
  name: string;
  created_at: string;
  billing_type: string;
  tariff: string;
  max_storage_capacity_mb: number | string;
  subscribed_screens: number | string;
  free_screens: number | string;
  is_trial: number | string;
  trial_ends_at: string | null;
  language_code: string;
  temperature_unit: string;
}

const toChild = (r: ChildRecord): ChildAccountRow => ({
  id: r.id,
  name: r.name,
  createdAt: r.created_at,
  billingType: r.billing_type,
  tariff: r.tariff,
  maxStorageMB: Number(r.max_storage_capacity_mb),
  subscribedScreens: Number(r.subscribed_screens),
  freeScreens: Number(r.free_screens),
  isTrial: Number(r.is_trial) === 1,
  trialEndsAt: r.trial_ends_at,
  languageCode: r.language_code,
  temperatureUnit: r.temperature_unit,
});

const childrenOf = (db: Db, partnerId: string) =>
  db.selectFrom('accounts').where('partner_account_id', '=', partnerId);

export async function findChild(
  db: Db,
  partnerId: string,
  id: string,
): Promise<ChildAccountRow | undefined> {
  const r = await childrenOf(db, partnerId)
    .select(CHILD_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? toChild(r) : undefined;
}

export interface ChildPageQuery {
  partnerId: string;
  search: string | null;
  first: number;
  /** The last row of the page before: its lower-case name and id. */
  after: { key: string; id: string } | null;
}

/** A LIKE pattern matching names that contain the text; its own % and _ match only themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page by name (then id) and the total, in two queries; one extra row tells if more follow. */
export async function childPage(db: Db, q: ChildPageQuery) {
  let scoped = childrenOf(db, q.partnerId);
  if (q.search) {
    const pattern = containsPattern(q.search);
    scoped = scoped.where(sql<SqlBool>`lower(name) like lower(${pattern}) escape '\\'`);
  }
  const key = sql<string>`lower(name)`;
  let page = scoped.select(CHILD_COLUMNS).select(key.as('sort_key'));
  if (q.after) {
    const { key: k, id } = q.after;
    page = page.where(sql<SqlBool>`(lower(name) > ${k} or (lower(name) = ${k} and id > ${id}))`);
  }
  const [rows, count] = await Promise.all([
    page
      .orderBy(key)
      .orderBy('id')
      .limit(q.first + 1)
      .execute(),
    scoped.select(sql<number | string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const kept = rows.slice(0, q.first);
  const last = kept.at(-1);
  return {
    items: kept.map(toChild),
    totalCount: Number(count.n),
    last: last ? { key: String(last.sort_key), id: last.id } : null,
    hasNextPage: rows.length > q.first,
  };
}

/** Screens per account: all paired ones, and those online now (the presence rule's window). */
export async function screenCounts(db: Db, accountIds: readonly string[], now: Date) {
  const counts = new Map<string, { total: number; online: number }>();
  if (accountIds.length === 0) return counts;
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom('devices')
    .select([
      'account_id',
      sql<number | string>`count(*)`.as('total'),
      sql<
        number | string | null
      >`sum(case when open_connections > 0 and last_seen_at > ${since} then 1 else 0 end)`.as(
        'online',
      ),
    ])
    .where('account_id', 'in', accountIds)
    .groupBy('account_id')
    .execute();
  for (const r of rows)
    counts.set(r.account_id, { total: Number(r.total), online: Number(r.online ?? 0) });
  return counts;
}

/** Bytes of non-demo files per account (what Account.usedStorageCapacityInMB counts). */
export async function storageBytes(db: Db, accountIds: readonly string[]) {
  const used = new Map<string, number>();
  if (accountIds.length === 0) return used;
  const rows = await db
    .selectFrom('files')
    .select(['account_id', (eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('n')])
    .where('account_id', 'in', accountIds)
    .where('is_demo', '=', 0)
    .groupBy('account_id')
    .execute();
  for (const r of rows) used.set(r.account_id, Number(r.n ?? 0));
  return used;
}

/** The child's users with their role names, oldest first. */
export async function childUsers(db: Db, accountId: string, limit: number) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.id', 'users.user_role_id')
    .select(['users.id', 'users.email', 'user_roles.name as role_name'])
    .where('users.account_id', '=', accountId)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

/** Up to `limit` users of the account holding the role of this name. */
export async function usersWithRole(db: Db, accountId: string, roleName: string, limit: number) {
  return db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.id', 'users.user_role_id')
    .select('users.id')
    .where('users.account_id', '=', accountId)
    .where('user_roles.name', '=', roleName)
    .limit(limit)
    .execute();
}
