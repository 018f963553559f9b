import type { Db } from '../../db/connect.js';
import { findPlaylistsMentioning } from '../playlists/repo.js';
import { findScenesMentioning } from '../scenes/repo.js';
import { findSchedulesMentioning } from '../schedules/repo.js';

const MAX_DEPTH = 20;

/**
 * Every playlist, scene and schedule of the account that contains one of the given entities,
 * directly or through others, in any space of the account: a screen told too much refetches once,
 * a screen told too little stays stale. Documents are JSON text and ids are UUIDs, so "mentions the id" is a text match; a false
 * positive only costs a device one extra refetch. One query per table per nesting level.
 */
export async function findContainers(
  db: Db,
  accountId: string,
  entityIds: readonly string[],
): Promise<string[]> {
  const found = new Set<string>(entityIds);
  let frontier = [...entityIds];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const levels = await Promise.all([
      findPlaylistsMentioning(db, accountId, frontier),
      findScenesMentioning(db, accountId, frontier),
      findSchedulesMentioning(db, accountId, frontier),
    ]);
    frontier = levels.flat().filter((id) => !found.has(id) && found.add(id));
  }
  for (const id of entityIds) found.delete(id);
  return [...found];
}
