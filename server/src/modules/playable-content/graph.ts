import type { CollectionName } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { findFilesByIds, type FileRow } from '../files/repo.js';
import { References } from '../playlists/references.js';
import { findPlaylistsByIds, type PlaylistRow } from '../playlists/repo.js';
import { findScenesByIds, type SceneRow } from '../scenes/repo.js';
import { findSchedulesByIds, type ScheduleRow } from '../schedules/repo.js';

export interface PlayableGraph {
  schedules: ScheduleRow[];
  playlists: PlaylistRow[];
  scenes: SceneRow[];
  files: FileRow[];
}

/**
 * Loads everything an entity needs, level by level: each level is at most one playlist query and
 * one scene query (`where id in (...)`), and all files come in one query at the end, so the number
 * of queries grows with nesting depth, never with the number of items. Every id is loaded once,
 * which is also what stops reference loops. Only rows shared to `spaceId` (null: any) are read,
 * at every level; playlists, scenes and schedules are narrowed in SQL, files (whose queries the
 * files module owns) after loading. Returns undefined when the root does not exist there.
 */
export async function loadPlayableGraph(
  db: Db,
  accountId: string,
  spaceId: string | null,
  collectionName: CollectionName,
  entityId: string,
): Promise<PlayableGraph | undefined> {
  if (collectionName === 'file') {
    const files = await findFilesByIds(db, accountId, spaceId, [entityId]);
    return files.length > 0 ? { schedules: [], playlists: [], scenes: [], files } : undefined;
  }
  // A schedule is one query more: its playlists are the first playlist level.
  let schedules: ScheduleRow[] = [];
  if (collectionName === 'schedule') {
    schedules = await findSchedulesByIds(db, accountId, spaceId, [entityId]);
    if (schedules.length === 0) return undefined;
  }

  const playlists = new Map<string, PlaylistRow>();
  const scenes = new Map<string, SceneRow>();
  const requested = new Set<string>([entityId]);
  const fileIds = new Set<string>();
  let playlistFrontier =
    collectionName === 'playlist'
      ? [entityId]
      : [...new Set(schedules.flatMap((s) => s.playlistTimings.map((t) => t.playlistId)))];
  for (const id of playlistFrontier) requested.add(id);
  let sceneFrontier = collectionName === 'scene' ? [entityId] : [];
  let first = collectionName !== 'schedule';

  while (playlistFrontier.length > 0 || sceneFrontier.length > 0) {
    const [playlistRows, sceneRows] = await Promise.all([
      findPlaylistsByIds(db, accountId, spaceId, playlistFrontier),
      findScenesByIds(db, accountId, spaceId, sceneFrontier),
    ]);
    if (first && playlistRows.length + sceneRows.length === 0) return undefined;
    first = false;

    const refs = new References();
    for (const p of playlistRows) {
      playlists.set(p.id, p);
      refs.fromPlaylist(p);
    }
    for (const s of sceneRows) {
      scenes.set(s.id, s);
      refs.fromScene(s.document);
    }
    for (const id of refs.fileIds) fileIds.add(id);
    const unseen = (ids: Set<string>) =>
      [...ids].filter((id) => !requested.has(id) && requested.add(id));
    playlistFrontier = unseen(refs.playlistIds);
    sceneFrontier = unseen(refs.sceneIds);
  }

  const files = await findFilesByIds(db, accountId, spaceId, [...fileIds]);
  return { schedules, playlists: [...playlists.values()], scenes: [...scenes.values()], files };
}
