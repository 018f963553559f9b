import type { SceneType } from '@marquee/sdk/model';
import type { SceneListItemFragment } from '../../graphql/generated';

/** The Select a playlist dialog's rules, pure: each choice's thumbnail scene, and which loop. */

export interface ListedPlaylist {
  _id: string;
  name: string;
  /** PlaylistItem[] as stored (JSON): read defensively. */
  playlistItems: unknown;
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const itemsOf = (playlist: ListedPlaylist): Obj[] =>
  Array.isArray(playlist.playlistItems) ? playlist.playlistItems.filter(isObj) : [];
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const sceneItemsOf = (scene: { sceneItems?: unknown }): Obj[] =>
  Array.isArray(scene.sceneItems) ? scene.sceneItems.filter(isObj) : [];

/** An inline scene as the scene list lists one, so the scene thumbnail can draw it. */
function inlineSummary(scene: Obj): SceneListItemFragment {
  const ratio = isObj(scene.aspectRatio) ? scene.aspectRatio : null;
  return {
    _id: text(scene._id, ''),
    name: text(scene.name, ''),
    type: text(scene.type, 'slides') as SceneType,
    duration: typeof scene.duration === 'number' ? scene.duration : null,
    aspectRatioId: typeof scene.aspectRatioId === 'string' ? scene.aspectRatioId : null,
    aspectRatio:
      ratio && typeof ratio.width === 'number' && typeof ratio.height === 'number'
        ? { width: ratio.width, height: ratio.height }
        : null,
    sceneItems: sceneItemsOf(scene),
    spaceIds: [],
    updatedAt: '',
  };
}

/**
 * The scene a playlist opens with, for its preview thumbnail: its first item that names a scene
 * the editor can see (inline, a listed scene, or the first scene of a nested playlist). Null
 * when there is none; the thumbnail then shows an empty frame.
 */
export function firstSceneOf(
  playlist: ListedPlaylist,
  playlists: ReadonlyMap<string, ListedPlaylist>,
  scenes: ReadonlyMap<string, SceneListItemFragment>,
  seen: ReadonlySet<string> = new Set(),
): SceneListItemFragment | null {
  if (seen.has(playlist._id)) return null;
  const inside = new Set([...seen, playlist._id]);
  for (const item of itemsOf(playlist)) {
    if (item.type === 'scene-inline' && isObj(item.scene)) return inlineSummary(item.scene);
    if (item.type === 'scene-reference') {
      const scene = scenes.get(String(item.sceneId));
      if (scene) return scene;
    }
    if (item.type === 'playlist-reference') {
      const nested = playlists.get(String(item.playlistId));
      const scene = nested && firstSceneOf(nested, playlists, scenes, inside);
      if (scene) return scene;
    }
  }
  return null;
}

/** The playlists and scenes one scene's items show (a playlist item's body.playlistId). */
function playlistsShownBy(scene: { sceneItems?: unknown }): string[] {
  return sceneItemsOf(scene).flatMap((sceneItem) => {
    const body = isObj(sceneItem.item) && isObj(sceneItem.item.body) ? sceneItem.item.body : {};
    return typeof body.playlistId === 'string' ? [body.playlistId] : [];
  });
}

/**
 * The playlists that would show the scene `sceneId` again if one of its items showed them: those
 * that reach the scene through references, inline scenes and the playlist items of the scenes
 * the editor can see. Scenes it cannot see are not followed; the player's loop guard covers
 * what is missed (that occurrence renders nothing).
 */
export function playlistsReachingScene(
  sceneId: string,
  playlists: readonly ListedPlaylist[],
  scenes: ReadonlyMap<string, SceneListItemFragment>,
): Set<string> {
  // What each playlist leads to: other playlists, and whether it holds the scene itself.
  const leads = new Map<string, { holds: boolean; next: string[] }>();
  for (const playlist of playlists) {
    let holds = false;
    const next: string[] = [];
    for (const item of itemsOf(playlist)) {
      if (item.type === 'playlist-reference') next.push(String(item.playlistId));
      if (item.type === 'scene-reference') {
        if (item.sceneId === sceneId) holds = true;
        const scene = scenes.get(String(item.sceneId));
        if (scene) next.push(...playlistsShownBy(scene));
      }
      if (item.type === 'scene-inline' && isObj(item.scene)) {
        if (item.scene._id === sceneId) holds = true;
        next.push(...playlistsShownBy(item.scene));
      }
    }
    leads.set(playlist._id, { holds, next });
  }
  const reaching = new Set<string>();
  // Grow the set until it stops: a playlist reaches the scene if it holds it or leads to one that does.
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, lead] of leads) {
      if (reaching.has(id)) continue;
      if (lead.holds || lead.next.some((next) => reaching.has(next))) {
        reaching.add(id);
        grew = true;
      }
    }
  }
  return reaching;
}
