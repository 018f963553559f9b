import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import type { Database } from '../../db/schema.js';
import { laterOf, type InheritedContent } from '../devices/publishing/inherited-content.js';

export interface ScreenGroupsTable {
  id: string;
  account_id: string;
  /** The space it was made in; null: made without one (seen from every space). */
  space_id: string | null;
  name: string;
  published_collection: string | null;
  published_entity_id: string | null;
  published_at: string | null;
  created_at: string;
}

export interface ScreenGroupMembersTable {
  id: string;
  account_id: string;
  group_id: string;
  device_id: string;
  added_at: string;
}

export interface DeviceTagsTable {
  id: string;
  account_id: string;
  device_id: string;
  name: string;
  /** The name lower-cased: a screen carries each tag once, and filters ignore case. */
  name_key: string;
}

// The tables belong to this module alone, so they join the database's type here.
declare module '../../db/schema.js' {
  interface Database {
    screen_groups: ScreenGroupsTable;
    screen_group_members: ScreenGroupMembersTable;
    device_tags: DeviceTagsTable;
  }
}

export interface ScreenGroupRow {
  id: string;
  accountId: string;
  spaceId: string | null;
  name: string;
  publishedCollection: CollectionName | null;
  publishedEntityId: string | null;
  publishedAt: string | null;
  createdAt: string;
}

const toGroup = (r: ScreenGroupsTable): ScreenGroupRow => ({
  id: r.id,
  accountId: r.account_id,
  spaceId: r.space_id,
  name: r.name,
  publishedCollection: r.published_collection as CollectionName | null,
  publishedEntityId: r.published_entity_id,
  publishedAt: r.published_at,
  createdAt: r.created_at,
});

export const tagKey = (tag: string) => tag.toLowerCase();

/** Groups of the space, or made in none; a null space sees them all (as devices do). */
const inSpace =
  (spaceId: string | null) =>
  (eb: ExpressionBuilder<Database, 'screen_groups'>): Expression<SqlBool> =>
    spaceId === null
      ? sql<SqlBool>`1 = 1`
      : eb.or([
          eb('screen_groups.space_id', '=', spaceId),
          eb('screen_groups.space_id', 'is', null),
        ]);

export async function insertGroup(db: Db, row: ScreenGroupsTable) {
  await db.insertInto('screen_groups').values(row).execute();
}

export async function countGroups(db: Db, accountId: string) {
  const r = await db
    .selectFrom('screen_groups')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Another group of the account with this name, letter case aside (SQLite's lower() folds ASCII
 * letters only, PostgreSQL's every letter), or undefined.
 */
export async function groupNamed(db: Db, accountId: string, name: string, exceptId?: string) {
  let q = db
    .selectFrom('screen_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.executeTakeFirst();
}

export async function listGroups(db: Db, accountId: string, spaceId: string | null) {
  const rows = await db
    .selectFrom('screen_groups')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(inSpace(spaceId))
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
  return rows.map(toGroup);
}

export async function findGroups(
  db: Db,
  accountId: string,
  spaceId: string | null,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('screen_groups')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .where(inSpace(spaceId))
    .execute();
  return rows.map(toGroup);
}

export async function renameGroup(db: Db, accountId: string, id: string, name: string) {
  await db
    .updateTable('screen_groups')
    .set({ name })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

/** Memberships go with the group (cascade); the screens stay. */
export async function deleteGroup(db: Db, accountId: string, id: string) {
  await db
    .deleteFrom('screen_groups')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .execute();
}

export async function setGroupContent(
  db: Db,
  accountId: string,
  ids: readonly string[],
  content: { collectionName: string; entityId: string } | null,
  at: string | null,
) {
  if (ids.length === 0) return;
  await db
    .updateTable('screen_groups')
    .set({
      published_collection: content?.collectionName ?? null,
      published_entity_id: content?.entityId ?? null,
      published_at: at,
    })
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Groups showing a deleted entity show nothing; returns their ids. */
export async function groupsShowing(db: Db, accountId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  const rows = await db
    .selectFrom('screen_groups')
    .select('id')
    .where('account_id', '=', accountId)
    .where('published_entity_id', 'in', [...entityIds])
    .execute();
  return rows.map((r) => r.id);
}

export async function memberIds(db: Db, accountId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('screen_group_members')
    .select('device_id')
    .distinct()
    .where('account_id', '=', accountId)
    .where('group_id', 'in', [...groupIds])
    .execute();
  return rows.map((r) => r.device_id);
}

/**
 * The groups' screens that take their content from a group (no publish of their own), among those
 * the caller's space sees (a null space sees every screen of the account).
 */
export async function inheritingMemberIds(
  db: Db,
  accountId: string,
  spaceId: string | null,
  groupIds: readonly string[],
) {
  if (groupIds.length === 0) return [];
  // The account is checked on the device, not on the membership row: the members are then read
  // from the (group, device) index alone, without a row lookup each (a group of 10,000 screens
  // took 30 ms, now 15 on SQLite). Duplicates (a screen in two of the groups) are dropped here,
  // where DISTINCT cost a sort of every row.
  let q = db
    .selectFrom('screen_group_members as m')
    .innerJoin('devices as d', 'd.id', 'm.device_id')
    .select('m.device_id')
    .where('d.account_id', '=', accountId)
    .where('m.group_id', 'in', [...groupIds])
    .where('d.published_entity_id', 'is', null);
  if (spaceId !== null)
    q = q.where((eb) => eb.or([eb('d.space_id', '=', spaceId), eb('d.space_id', 'is', null)]));
  const ids = (await q.execute()).map((r) => r.device_id);
  return groupIds.length > 1 ? [...new Set(ids)] : ids;
}

export async function countMembers(db: Db, accountId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('screen_group_members')
    .select((eb) => ['group_id', eb.fn.countAll<number | string>().as('n')])
    .where('account_id', '=', accountId)
    .where('group_id', 'in', [...groupIds])
    .groupBy('group_id')
    .execute();
  return new Map(rows.map((r) => [r.group_id, Number(r.n)]));
}

export async function addMembers(db: Db, rows: readonly ScreenGroupMembersTable[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('screen_group_members')
    .values([...rows])
    .onConflict((c) => c.columns(['group_id', 'device_id']).doNothing())
    .execute();
}

export async function removeMembers(
  db: Db,
  accountId: string,
  groupId: string,
  deviceIds: readonly string[],
) {
  if (deviceIds.length === 0) return;
  await db
    .deleteFrom('screen_group_members')
    .where('account_id', '=', accountId)
    .where('group_id', '=', groupId)
    .where('device_id', 'in', [...deviceIds])
    .execute();
}

/** Each device's groups (of its account), by device id. */
export async function groupsOfDevices(db: Db, deviceIds: readonly string[]) {
  const out = new Map<string, (ScreenGroupRow & { deviceId: string })[]>();
  if (deviceIds.length === 0) return out;
  const rows = await db
    .selectFrom('screen_group_members')
    .innerJoin('screen_groups', (j) =>
      j
        .onRef('screen_groups.id', '=', 'screen_group_members.group_id')
        .onRef('screen_groups.account_id', '=', 'screen_group_members.account_id'),
    )
    .selectAll('screen_groups')
    .select('screen_group_members.device_id')
    .where('screen_group_members.device_id', 'in', [...deviceIds])
    .orderBy(sql`lower(screen_groups.name)`)
    .orderBy('screen_groups.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.device_id) ?? [];
    list.push({ ...toGroup(r), deviceId: r.device_id });
    out.set(r.device_id, list);
  }
  return out;
}

/**
 * What each device inherits: its most recently published group with content (the later id
 * breaks a tie). Read by id only; the caller checks the account.
 */
export async function inheritedContentOf(db: Db, deviceIds: readonly string[]) {
  const out = new Map<string, InheritedContent & { accountId: string }>();
  if (deviceIds.length === 0) return out;
  const rows = await db
    .selectFrom('screen_group_members')
    .innerJoin('screen_groups', (j) =>
      j
        .onRef('screen_groups.id', '=', 'screen_group_members.group_id')
        .onRef('screen_groups.account_id', '=', 'screen_group_members.account_id'),
    )
    .select([
      'screen_group_members.device_id',
      'screen_groups.account_id',
      'screen_groups.id',
      'screen_groups.name',
      'screen_groups.published_collection',
      'screen_groups.published_entity_id',
      'screen_groups.published_at',
      'screen_group_members.added_at',
    ])
    .where('screen_group_members.device_id', 'in', [...deviceIds])
    .where('screen_groups.published_entity_id', 'is not', null)
    .orderBy('screen_groups.published_at', 'desc')
    .orderBy('screen_groups.id', 'desc')
    .execute();
  for (const r of rows) {
    if (out.has(r.device_id) || !r.published_collection || !r.published_entity_id) continue;
    out.set(r.device_id, {
      accountId: r.account_id,
      collectionName: r.published_collection as CollectionName,
      entityId: r.published_entity_id,
      group: { id: r.id, name: r.name },
      since: laterOf(r.published_at, r.added_at),
    });
  }
  return out;
}

/** Tags of each device, by device id, in alphabetical order. */
export async function tagsOfDevices(db: Db, deviceIds: readonly string[]) {
  const out = new Map<string, { accountId: string; names: string[] }>();
  if (deviceIds.length === 0) return out;
  const rows = await db
    .selectFrom('device_tags')
    .select(['device_id', 'account_id', 'name'])
    .where('device_id', 'in', [...deviceIds])
    .orderBy('name_key')
    .execute();
  for (const r of rows) {
    const entry = out.get(r.device_id) ?? { accountId: r.account_id, names: [] };
    if (entry.accountId === r.account_id) entry.names.push(r.name);
    out.set(r.device_id, entry);
  }
  return out;
}

export async function replaceTags(
  db: Db,
  accountId: string,
  deviceId: string,
  rows: readonly DeviceTagsTable[],
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('device_tags')
      .where('account_id', '=', accountId)
      .where('device_id', '=', deviceId)
      .execute();
    if (rows.length > 0)
      await trx
        .insertInto('device_tags')
        .values([...rows])
        .execute();
  });
}

/** The account's tags on screens the caller sees (in the space, or in none), by name. */
export async function distinctTags(db: Db, accountId: string, spaceId: string | null) {
  let q = db
    .selectFrom('device_tags')
    .innerJoin('devices', 'devices.id', 'device_tags.device_id')
    .select((eb) => [eb.fn.min('device_tags.name').as('name'), 'device_tags.name_key'])
    .where('device_tags.account_id', '=', accountId)
    .where('devices.account_id', '=', accountId);
  if (spaceId !== null)
    q = q.where((eb) =>
      eb.or([eb('devices.space_id', '=', spaceId), eb('devices.space_id', 'is', null)]),
    );
  const rows = await q.groupBy('device_tags.name_key').orderBy('device_tags.name_key').execute();
  return rows.map((r) => r.name);
}

/** A condition on `devices.id`: in the group, or carrying the tag (both of the account). */
export function listFilter(filter: {
  accountId: string;
  groupId?: string | null;
  tag?: string | null;
}) {
  const { accountId, groupId, tag } = filter;
  if (groupId)
    return sql<SqlBool>`devices.id in (select device_id from screen_group_members where account_id = ${accountId} and group_id = ${groupId})`;
  const key = tagKey(tag?.trim() ?? '');
  return sql<SqlBool>`devices.id in (select device_id from device_tags where account_id = ${accountId} and name_key = ${key})`;
}
