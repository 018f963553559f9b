import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.js';
import type { DeviceSortField, SortDirection } from '../../preferences/document.js';
import { ONLINE_WINDOW_MS } from '../presence/rules.js';
import { toDeviceRow, type DeviceRow } from '../repo.js';

export type { DeviceSortField, SortDirection };
export type DeviceStatusFilter = 'all' | 'online' | 'offline';

export interface DeviceListQuery {
  accountId: string;
  spaceId: string | null;
  /** Case-insensitive substring of the name. */
  search?: string | null;
  status: DeviceStatusFilter;
  /** Only screens of this platform. */
  platform?: string | null;
  /** Further conditions on the device's id (in a group, carrying a tag). */
  conditions?: readonly RawBuilder<SqlBool>[];
  sort: { field: DeviceSortField; direction: SortDirection };
  offset: number;
  limit: number;
  now: Date;
}

/** LIKE pattern that matches the text literally (%, _ and \ escaped). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export type DeviceFilter = Omit<DeviceListQuery, 'sort' | 'offset' | 'limit'>;

/** The devices a list query matches, and the SQL of "online" (see listDevicePage). */
/** The SQL of isOnline() at `now`: an open connection heard from within the window. */
export function onlineSql(now: Date) {
  const cutoff = new Date(now.getTime() - ONLINE_WINDOW_MS).toISOString();
  return sql<SqlBool>`(open_connections > 0 and last_seen_at is not null and last_seen_at > ${cutoff})`;
}

function filtered(db: Db, q: DeviceFilter) {
  const online = onlineSql(q.now);

  let base = db.selectFrom('devices').where('account_id', '=', q.accountId);
  if (q.spaceId) {
    const spaceId = q.spaceId;
    base = base.where((eb) => eb.or([eb('space_id', '=', spaceId), eb('space_id', 'is', null)]));
  }
  const search = q.search?.trim();
  if (search)
    base = base.where(sql<SqlBool>`lower(name) like ${containsPattern(search)} escape '\\'`);
  if (q.platform) base = base.where('platform', '=', q.platform);
  for (const condition of q.conditions ?? []) base = base.where(condition);
  if (q.status !== 'all')
    base = base.where(q.status === 'online' ? online : sql<SqlBool>`not ${online}`);

  return { base, online };
}

/**
 * The ids (and names) of the devices the filters match, by id, at most `limit`, for bulk actions;
 * `after`: only those whose id comes after it (the next page).
 */
export async function listMatchingDevices(
  db: Db,
  q: DeviceFilter & { limit: number; after?: string | null },
) {
  let query = filtered(db, q).base.select(['id', 'name']);
  if (q.after != null) query = query.where('id', '>', q.after);
  return query.orderBy('id').limit(q.limit).execute();
}

/**
 * One page of devices, filtered and sorted in the database. "Online" is computed in SQL the same
 * way isOnline() does (an open connection heard from within the window), so the sort and the
 * status filter agree with what each row reports.
 */
export async function listDevicePage(db: Db, q: DeviceListQuery) {
  const { base, online } = filtered(db, q);

  const direction = q.sort.direction === 'desc' ? sql`desc` : sql`asc`;
  const sortKey: Expression<unknown> =
    q.sort.field === 'name'
      ? sql`lower(name)`
      : q.sort.field === 'createdAt'
        ? sql`created_at`
        : sql`case when ${online} then 1 else 0 end`;

  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql`${sortKey} ${direction}`)
      .orderBy('id', q.sort.direction)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map<DeviceRow>(toDeviceRow),
    totalCount: Number(total.n),
    offset: q.offset,
    limit: q.limit,
  };
}
