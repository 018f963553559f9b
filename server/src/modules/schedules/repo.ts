import type { Db } from '../../db/connect.js';
import { parseJson } from '../../db/json.js';
import { mentionsAnyOf, sharedToSpace } from '../../db/json-text-match.js';
import type { SchedulesTable } from '../../db/schema.js';
import type { PlaylistTiming } from './model.js';

export interface ScheduleRow {
  _id: string;
  accountId: string;
  name: string;
  playlistTimings: PlaylistTiming[];
  spaceIds: string[];
  createdAt: string;
  updatedAt: string;
}

const toSchedule = (r: SchedulesTable): ScheduleRow => ({
  _id: r.id,
  accountId: r.account_id,
  name: r.name,
  playlistTimings: parseJson<PlaylistTiming[]>(r.playlist_timings, []),
  spaceIds: parseJson<string[]>(r.space_ids, []),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** The document a player reads from playableContent.content.schedules. */
export const scheduleDocument = (s: ScheduleRow) => ({
  _id: s._id,
  name: s.name,
  playlistTimings: s.playlistTimings,
  spaceIds: s.spaceIds,
});

const columns = (s: ScheduleRow) => ({
  name: s.name,
  playlist_timings: JSON.stringify(s.playlistTimings),
  space_ids: JSON.stringify(s.spaceIds),
  updated_at: s.updatedAt,
});

export async function insertSchedule(db: Db, s: ScheduleRow) {
  await db
    .insertInto('schedules')
    .values({ id: s._id, account_id: s.accountId, created_at: s.createdAt, ...columns(s) })
    .execute();
}

export async function updateSchedule(db: Db, s: ScheduleRow) {
  const result = await db
    .updateTable('schedules')
    .set(columns(s))
    .where('account_id', '=', s.accountId)
    .where('id', '=', s._id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the account's schedule; the caller checked the space before. */
export async function deleteSchedule(db: Db, accountId: string, id: string) {
  const result = await db
    .deleteFrom('schedules')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Schedules of the account shared to the space (null: any space), oldest first. */
export async function listSchedules(db: Db, accountId: string, spaceId: string | null) {
  const rows = await db
    .selectFrom('schedules')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sharedToSpace(spaceId))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toSchedule);
}

/** Schedules of the account shared to the space (null: any space of the account). */
export async function findSchedulesByIds(
  db: Db,
  accountId: string,
  spaceId: string | null,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('schedules')
    .selectAll()
    .where('account_id', '=', accountId)
    .where(sharedToSpace(spaceId))
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(toSchedule);
}

/** Names of the account's schedules with these ids (any space; unknown ids are absent). */
export async function findScheduleNames(db: Db, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('schedules')
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Ids of the account's schedules whose timings mention one of the ids (any space). */
export async function findSchedulesMentioning(db: Db, accountId: string, ids: readonly string[]) {
  const rows = await db
    .selectFrom('schedules')
    .select('id')
    .where('account_id', '=', accountId)
    .where(mentionsAnyOf('playlist_timings', ids))
    .execute();
  return rows.map((r) => r.id);
}
