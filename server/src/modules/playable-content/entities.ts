import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { findFilesByIds } from '../files/repo.js';
import { findPlaylistsByIds } from '../playlists/repo.js';
import { findScenesByIds } from '../scenes/repo.js';
import { findSchedulesByIds } from '../schedules/repo.js';

/** The display name of a publishable entity of the account, or undefined when it does not exist. */
export async function findEntityName(
  db: Db,
  accountId: string,
  collectionName: CollectionName,
  entityId: string,
): Promise<string | undefined> {
  switch (collectionName) {
    case 'file':
      return (await findFilesByIds(db, accountId, [entityId]))[0]?.originalName;
    case 'playlist':
      return (await findPlaylistsByIds(db, accountId, [entityId]))[0]?.name;
    case 'scene':
      return (await findScenesByIds(db, accountId, [entityId]))[0]?.name;
    case 'schedule':
      return (await findSchedulesByIds(db, accountId, [entityId]))[0]?.name;
  }
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
