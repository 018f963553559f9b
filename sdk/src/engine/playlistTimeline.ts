import type { Playlist, Scene } from '../model/index.js';
import { sceneDurationSeconds, type FileFacts } from './sceneDuration.js';
import { buildTimeline, type Timeline } from './timeline.js';

/** The documents a playlist refers to, by id (from PlayableContent). */
export interface ContentIndex {
  playlists: ReadonlyMap<string, Playlist>;
  scenes: ReadonlyMap<string, Scene>;
  files: ReadonlyMap<string, FileFacts>;
}

/** One scene occurrence on a zone's timeline. */
export interface TimelineEntry {
  /** Unique on the zone's timeline: tells two plays of the same scene apart. */
  key: string;
  scene: Scene;
  durationMs: number;
  /** Playlist ids from the root to the playlist holding the item (loop guard, playback events). */
  renderPath: readonly string[];
  /** The playlist item's _id. */
  itemId: string;
}

/**
 * Flattens a playlist into one timeline per zone. Nested playlists play inline in the zone of
 * the item that refers to them; a playlist already in the render path is skipped (loop guard),
 * and so is a reference to a document missing from the content.
 */
export function buildZoneTimelines(
  playlist: Playlist,
  content: ContentIndex,
): Map<number, Timeline<TimelineEntry>> {
  const perZone = new Map<number, TimelineEntry[]>();
  const fileFacts = (id: string) => content.files.get(id);

  const visit = (current: Playlist, path: readonly string[], zoneOverride: number | undefined) => {
    const renderPath = [...path, current._id];
    for (const item of current.playlistItems) {
      const zoneId = zoneOverride ?? item.zoneId;
      if (item.type === 'playlist-reference') {
        const nested = content.playlists.get(item.playlistId);
        if (nested && !renderPath.includes(nested._id)) visit(nested, renderPath, zoneId);
        continue;
      }
      const scene = item.type === 'scene-inline' ? item.scene : content.scenes.get(item.sceneId);
      if (!scene) continue;
      const entries = perZone.get(zoneId) ?? [];
      perZone.set(zoneId, entries);
      entries.push({
        key: `${entries.length}:${scene._id}`,
        scene,
        durationMs: sceneDurationSeconds(scene, fileFacts) * 1000,
        renderPath,
        itemId: item._id,
      });
    }
  };
  visit(playlist, [], undefined);

  const timelines = new Map<number, Timeline<TimelineEntry>>();
  for (const [zoneId, entries] of [...perZone].sort(([a], [b]) => a - b)) {
    timelines.set(
      zoneId,
      buildTimeline(entries, (entry) => entry.durationMs),
    );
  }
  return timelines;
}
