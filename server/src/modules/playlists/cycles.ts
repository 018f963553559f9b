import type { Playlist } from '@marquee/sdk/model';
import type { Db } from '../../db/connect.js';
import { badUserInput } from '../../errors.js';
import { findScenesByIds } from '../scenes/repo.js';
import { References } from './references.js';
import { findPlaylistsByIds } from './repo.js';

const CYCLE_MESSAGE = 'A playlist cannot contain itself, directly or through other playlists';

/**
 * Refuses a playlist document that would reach itself through its items: a playlist-reference,
 * a referenced scene or an inline scene whose widget embeds a playlist. Walks the graph level by
 * level (one query per kind per level) and remembers which top-level item each id came from, so
 * the error points at the item to remove. The walk covers every space of the account, so a
 * loop is refused even when its playlists are shared to different spaces.
 */
export async function assertNoCycle(db: Db, accountId: string, document: Playlist): Promise<void> {
  const selfId = document._id;
  const origin = new Map<string, number>();
  let playlistFrontier: string[] = [];
  let sceneFrontier: string[] = [];
  const seen = new Set<string>();
  const enqueue = (refs: References, from: number) => {
    for (const id of refs.playlistIds)
      if (!seen.has(id)) {
        seen.add(id);
        origin.set(id, from);
        playlistFrontier.push(id);
      }
    for (const id of refs.sceneIds)
      if (!seen.has(id)) {
        seen.add(id);
        origin.set(id, from);
        sceneFrontier.push(id);
      }
  };
  document.playlistItems.forEach((item, index) => {
    const refs = new References();
    refs.fromPlaylist({ playlistItems: [item] });
    enqueue(refs, index);
  });

  while (playlistFrontier.length > 0 || sceneFrontier.length > 0) {
    const hit = playlistFrontier.find((id) => id === selfId);
    if (hit !== undefined) {
      const index = origin.get(hit) ?? 0;
      throw badUserInput(CYCLE_MESSAGE, [
        { path: `playlistItems.${index}`, message: CYCLE_MESSAGE },
      ]);
    }
    const [playlists, scenes] = await Promise.all([
      findPlaylistsByIds(db, accountId, null, playlistFrontier),
      findScenesByIds(db, accountId, null, sceneFrontier),
    ]);
    playlistFrontier = [];
    sceneFrontier = [];
    for (const p of playlists) {
      const refs = new References();
      refs.fromPlaylist(p);
      enqueue(refs, origin.get(p.id) ?? 0);
    }
    for (const s of scenes) {
      const refs = new References();
      refs.fromScene(s.document);
      enqueue(refs, origin.get(s.id) ?? 0);
    }
  }
}
