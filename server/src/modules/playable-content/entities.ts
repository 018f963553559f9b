import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { badUserInput } from '../../errors.js';
import { findFilesByIds } from '../files/repo.js';
import { findPlaylistNames, findPlaylistsByIds } from '../playlists/repo.js';
import { findSceneNames, findScenesByIds } from '../scenes/repo.js';
import { findScheduleNames, findSchedulesByIds } from '../schedules/repo.js';

/**
 * The display name of a publishable entity of the account shared to the space (null: any space),
 * or undefined when there is no such entity. Playlists, scenes and schedules are narrowed to the
 * space in SQL; a file after loading (the files module owns its queries).
 */
export async function findEntityName(
  db: Db,
  accountId: string,
  spaceId: string | null,
  collectionName: CollectionName,
  entityId: string,
): Promise<string | undefined> {
  const ids = [entityId];
  const [row] = await (async (): Promise<{ name: string }[]> => {
    switch (collectionName) {
      case 'file':
        return (await findFilesByIds(db, accountId, spaceId, ids)).map((f) => ({
          name: f.originalName,
        }));
      case 'playlist':
        return findPlaylistsByIds(db, accountId, spaceId, ids);
      case 'scene':
        return findScenesByIds(db, accountId, spaceId, ids);
      case 'schedule':
        return findSchedulesByIds(db, accountId, spaceId, ids);
    }
  })();
  return row?.name;
}

/**
 * Why the content cannot be put on screens, in words, or undefined: it is not there (in the
 * space), or it is a schedule with no rows and no default, which plays nothing; its screens
 * would keep their last picture and nobody would be told.
 */
export async function unpublishableReason(
  db: Db,
  accountId: string,
  spaceId: string | null,
  collectionName: CollectionName,
  entityId: string,
): Promise<string | undefined> {
  if (collectionName === 'schedule') {
    const [schedule] = await findSchedulesByIds(db, accountId, spaceId, [entityId]);
    if (!schedule) return 'The schedule was not found';
    return schedule.playlistTimings.length === 0
      ? `${schedule.name} has nothing to play yet: add a row or a default to it first`
      : undefined;
  }
  const name = await findEntityName(db, accountId, spaceId, collectionName, entityId);
  return name === undefined ? `The ${collectionName} was not found` : undefined;
}

/**
 * Refuses content that cannot be put on screens, with the reason beside the field at `path`:
 * every way of publishing (to a screen, to many, as a broadcast) asks the same question.
 */
export async function refuseUnpublishable(
  db: Db,
  where: { accountId: string; spaceId: string | null },
  content: { collectionName: CollectionName; entityId: string },
  path: string,
): Promise<void> {
  const { collectionName, entityId } = content;
  const reason = await unpublishableReason(
    db,
    where.accountId,
    where.spaceId,
    collectionName,
    entityId,
  );
  if (reason) throw badUserInput(reason, [{ path, message: reason }]);
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
    const files = await findFilesByIds(db, accountId, null, ids);
    return new Map(files.map((f) => [f.id, f.originalName]));
  }
  const find = { playlist: findPlaylistNames, scene: findSceneNames, schedule: findScheduleNames }[
    collectionName
  ];
  const rows = await find(db, accountId, ids);
  return new Map(rows.map((r) => [r.id, r.name]));
}
