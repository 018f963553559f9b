import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { findFilesByIds } from '../files/repo.js';
import { findPlaylistsByIds } from '../playlists/repo.js';
import { findScenesByIds } from '../scenes/repo.js';

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
      // Schedules arrive with the schedules issue; until then none exists.
      return undefined;
  }
}
