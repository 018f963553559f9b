import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect.js';

const MAX_DEPTH = 20;

/**
 * Every playlist, scene and schedule of the account that contains one of the given entities,
 * directly or through others. Documents are JSON text and ids are UUIDs, so "mentions the id"
 * is a text match; a false positive only costs a device one extra refetch. One query per table
 * per nesting level.
 */
export async function findContainers(
  db: Db,
  accountId: string,
  entityIds: readonly string[],
): Promise<string[]> {
  const found = new Set<string>(entityIds);
  let frontier = [...entityIds];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const mentions = (column: string) =>
      sql<SqlBool>`(${sql.join(
        frontier.map((id) => sql`${sql.ref(column)} like ${`%${id}%`}`),
        sql` or `,
      )})`;
    const [playlists, scenes, schedules] = await Promise.all([
      db
        .selectFrom('playlists')
        .select('id')
        .where('account_id', '=', accountId)
        .where(mentions('playlist_items'))
        .execute(),
      db
        .selectFrom('scenes')
        .select('id')
        .where('account_id', '=', accountId)
        .where(mentions('document'))
        .execute(),
      db
        .selectFrom('schedules')
        .select('id')
        .where('account_id', '=', accountId)
        .where(mentions('playlist_timings'))
        .execute(),
    ]);
    frontier = [...playlists, ...scenes, ...schedules]
      .map((r) => r.id)
      .filter((id) => !found.has(id) && found.add(id));
  }
  for (const id of entityIds) found.delete(id);
  return [...found];
}
