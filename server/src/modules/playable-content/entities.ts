import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { findFilesByIds } from '../files/repo.js';
import { findPlaylistsByIds } from '../playlists/repo.js';
import { findScenesByIds } from '../scenes/repo.js';
import { findSchedulesByIds } from '../schedules/repo.js';
import { sharedTo } from '../spaces/scope.js';

/**
 * The display name of a publishable entity of the account shared to the space (null: any space),
 * or undefined when there is no such entity.
 */
export async function findEntityName(
  db: Db,
  accountId: string,
  spaceId: string | null,
  collectionName: CollectionName,
  entityId: string,
): Promise<string | undefined> {
  const ids = [entityId];
  const [row] = await (async (): Promise<{ name: string; spaceIds: string[] }[]> => {
    switch (collectionName) {
      case 'file':
        return (await findFilesByIds(db, accountId, ids)).map((f) => ({
          name: f.originalName,
          spaceIds: f.spaceIds,
        }));
      case 'playlist':
        return findPlaylistsByIds(db, accountId, ids);
      case 'scene':
        return findScenesByIds(db, accountId, ids);
      case 'schedule':
        return findSchedulesByIds(db, accountId, ids);
    }
  })();
  return row && sharedTo(spaceId, row) ? row.name : undefined;
}

/** Names of many entities of one kind, in one query (deleted or unknown ids are absent). */
export async function findEntityNames(
  db: Db,
  accountId: string,
  collectionName: CollectionName,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  if (collectionName === 'file') {
    const files = await findFilesByIds(db, accountId, ids);
    return new Map(files.map((f) => [f.id, f.originalName]));
  }
  const table = ({ playlist: 'playlists', scene: 'scenes', schedule: 'schedules' } as const)[
    collectionName
  ];
  const rows = await db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('account_id', '=', accountId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
