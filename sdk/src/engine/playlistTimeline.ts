import type { Playlist, Scene } from '../model/index.js';
import { flattenPlaylist, type EngineWarning } from './compile.js';
import { noItemSeconds, type FileFacts, type ItemSeconds } from './sceneDuration.js';
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

/** Where a playlist plays from, when it plays inside another one's scene (a playlist item). */
export interface NestedPlacement {
  /** Playlist ids of the playlists it plays inside, outermost first (the loop guard's path). */
  renderPath?: readonly string[];
  /** Collects what flattening left out (loops, missing documents). */
  warnings?: EngineWarning[];
}

/**
 * One timeline per zone of a playlist, with every entry (timing rules aside): the simple view
 * the stage uses when no rules apply, and what a playlist item plays in its box. Flattening
 * (nested playlists, loop guard) is the engine's single implementation in compile.ts.
 */
export function buildZoneTimelines(
  playlist: Playlist,
  content: ContentIndex,
  itemSeconds: ItemSeconds = noItemSeconds,
  { renderPath = [], warnings = [] }: NestedPlacement = {},
): Map<number, Timeline<TimelineEntry>> {
  const compiled = flattenPlaylist(playlist, content, warnings, itemSeconds, renderPath);
  const timelines = new Map<number, Timeline<TimelineEntry>>();
  for (const zone of compiled.zones) {
    timelines.set(
      zone.zoneId,
      buildTimeline(zone.entries, (entry) => entry.durationMs),
    );
  }
  return timelines;
}
