import { z } from 'zod';
import {
  buildZoneTimelines,
  type ContentIndex,
  type EngineWarning,
  type ItemSeconds,
  type Timeline,
  type TimelineEntry,
} from '../../engine/index.js';
import {
  layoutZones,
  MEDIA_FITS,
  type LayoutZone,
  type MediaFit,
  type Playlist,
} from '../../model/index.js';

export const PLAYLIST_WIDGET_TYPE = 'playlist';
/** A playlist item covers its box unless it says otherwise. */
export const DEFAULT_PLAYLIST_IMAGE_SIZING: MediaFit = 'cover';

/** The playlist item body. A new item has no playlist until one is selected. */
export const playlistBodySchema = z.looseObject({
  playlistId: z.string().min(1).nullish(),
  imageSizing: z.enum(MEDIA_FITS).default(DEFAULT_PLAYLIST_IMAGE_SIZING),
  doesDurationDependOnContent: z.boolean().default(true),
});
export type PlaylistBody = z.infer<typeof playlistBodySchema>;

/** A body that does not parse falls back to the defaults (and so to no playlist). */
export function readPlaylistBody(body: unknown): PlaylistBody {
  const parsed = playlistBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : playlistBodySchema.parse({});
}

/** One zone of the nested playlist: where it sits in the item's box, and what it plays. */
export interface NestedZone {
  zoneId: number;
  /** In percent of the item's box, as the playlist's layout places it on a screen. */
  box: LayoutZone;
  timeline: Timeline<TimelineEntry>;
}

export interface NestedPlaylist {
  /** Zones with something to play, in zone order. */
  zones: readonly NestedZone[];
  /** The longest zone's loop: how long the nested playlist lasts (ms). */
  totalMs: number;
  /** What flattening left out, e.g. a scene's item that would show a playlist in the path. */
  warnings: readonly EngineWarning[];
}

const FULL_BOX: LayoutZone = { x: 0, y: 0, w: 100, h: 100 };

/**
 * The nested playlist as the item plays it: the engine's zone timelines (the same flattening
 * and loop guard as the stage, timing rules aside), each zone wrapping by its own total.
 * `renderPath` is the playlists it already plays inside, so a scene in it that would show one
 * of them again loses that item.
 */
export function nestedPlaylist(
  playlist: Playlist,
  content: ContentIndex,
  itemSeconds: ItemSeconds,
  renderPath: readonly string[],
): NestedPlaylist {
  const warnings: EngineWarning[] = [];
  const timelines = buildZoneTimelines(playlist, content, itemSeconds, { renderPath, warnings });
  const boxes = layoutZones(playlist.layout);
  const zones = [...timelines]
    .filter(([, timeline]) => timeline.totalMs > 0)
    .sort(([a], [b]) => a - b)
    .map(([zoneId, timeline]) => ({ zoneId, box: boxes[zoneId] ?? FULL_BOX, timeline }));
  const totalMs = zones.reduce((longest, zone) => Math.max(longest, zone.timeline.totalMs), 0);
  return { zones, totalMs, warnings };
}

/**
 * With doesDurationDependOnContent (the default) the item lasts its playlist's
 * total, so a scene without a duration plays until the nested playlist has played once. Known
 * only inside content (the engine passes it while compiling); a playlist already in the render
 * path has no length (it renders nothing).
 */
export const playlistSeconds: ItemSeconds = (sceneItem, _files, nested) => {
  const body = readPlaylistBody(sceneItem.item.body);
  if (!body.doesDurationDependOnContent || !body.playlistId || !nested) return undefined;
  if (nested.renderPath.includes(body.playlistId)) return undefined;
  const playlist = nested.playlists.get(body.playlistId);
  if (!playlist) return undefined;
  const { totalMs } = nestedPlaylist(playlist, nested, nested.itemSeconds, nested.renderPath);
  return totalMs > 0 ? totalMs / 1000 : undefined;
};
