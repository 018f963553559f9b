import type {
  PlayableContent,
  PlayQuota,
  PlayQuotaCounter,
  Playlist,
  PlaylistItem,
  Scene,
  TriggerPlaybackSettings,
  TriggerRules,
} from '../model/index.js';
import { layoutZones, TIME_OF_DAY, type LayoutZone } from '../model/index.js';
import { localToInstant, parseTimeOfDay } from './localTime.js';
import { fileWindowsOf, type FileWindow } from './playWindows.js';
import {
  noItemSeconds,
  sceneDurationSeconds,
  sceneFileIds,
  type FileFacts,
  type ItemSeconds,
} from './sceneDuration.js';
import {
  compileRules,
  ruleBoundarySeconds,
  type CompiledRules,
  type SecondsRange,
} from './timingRules.js';

/** One scene occurrence slot on a zone's timeline, with everything planning needs about it. */
export interface CompiledEntry {
  /** Unique within the playlist: tells two plays of the same scene apart. */
  key: string;
  /** Order within its zone. */
  order: number;
  zoneId: number;
  scene: Scene;
  durationMs: number;
  /** Playlist ids from the root to the playlist holding the item (loop guard, playback events). */
  renderPath: readonly string[];
  /** The playlist item's _id. */
  itemId: string;
  /**
   * Stable across content updates: the item ids from the root playlist down to this item, so
   * what is remembered about an item (its trigger playback share) outlives a republish.
   */
  historyKey: string;
  /** Own rules first, then those of the playlist-reference items it is nested in. */
  rules: readonly CompiledRules[];
  trigger: { rules: TriggerRules; settings: TriggerPlaybackSettings } | null;
  /** Interruption mode of the item (also for items without trigger rules). */
  interruptionMode: TriggerPlaybackSettings['interruptionMode'];
  /** Files of the scene that carry a play quota. */
  quotaFileIds: readonly string[];
  /**
   * Play windows of the scene's files that have one: it plays only inside all of them (absent
   * or empty: always).
   */
  playWindows?: readonly FileWindow[];
}

export interface CompiledPlaylist {
  playlistId: string;
  zones: ReadonlyArray<{ zoneId: number; box: LayoutZone; entries: readonly CompiledEntry[] }>;
}

export interface EngineWarning {
  code: 'loop' | 'missing';
  message: string;
  renderPath: readonly string[];
}

interface Timing {
  playlistId: string;
  daily: SecondsRange | null;
  /** A one-off interval's ends as written; the planner reads them in its zone (absoluteRange). */
  absolute: { from: string; to: string } | null;
}

/** Content compiled once for planning: every playlist flattened, rules parsed. */
export interface Program {
  /** The published playlist, or null when a schedule decides. */
  rootPlaylistId: string | null;
  playlists: ReadonlyMap<string, CompiledPlaylist>;
  timings: readonly Timing[];
  quotas: ReadonlyMap<string, PlayQuota>;
  /** Plays the server had counted against those quotas when the content was fetched. */
  quotaCounters: readonly PlayQuotaCounter[];
  /** Seconds of the day at which some rule or timing can change. */
  boundarySeconds: readonly number[];
  warnings: readonly EngineWarning[];
}

export interface ContentDocuments {
  playlists: ReadonlyMap<string, Playlist>;
  scenes: ReadonlyMap<string, Scene>;
  files: ReadonlyMap<string, FileFacts & { playQuota?: PlayQuota | null } & Partial<FileWindow>>;
}

export function indexContent(content: PlayableContent['content']): ContentDocuments {
  return {
    playlists: new Map(content.playlists.map((p) => [p._id, p])),
    scenes: new Map(content.scenes.map((s) => [s._id, s])),
    files: new Map(content.files.map((f) => [f._id, f])),
  };
}

const itemRules = (item: PlaylistItem) => compileRules(item.timingRules, item.timingRulesV2);

const itemTrigger = (item: PlaylistItem): CompiledEntry['trigger'] =>
  item.triggerRules
    ? {
        rules: item.triggerRules,
        settings: item.triggerPlaybackSettings ?? {
          playWhen: 'normal',
          playUntil: 'until-content-ends',
          priority: 1,
        },
      }
    : null;

/**
 * Flattens a playlist into entries per zone. A nested playlist plays inline in the zone of the
 * item that refers to it, so it wraps by its own total. Loop guard: a playlist (or a scene)
 * already in the render path is not rendered again; it becomes a warning, never a crash.
 */
export function flattenPlaylist(
  playlist: Playlist,
  docs: ContentDocuments,
  warnings: EngineWarning[] = [],
  itemSeconds: ItemSeconds = noItemSeconds,
  /** Playlists the flattened one plays inside (a playlist item's scene): its path starts there. */
  outerPath: readonly string[] = [],
): CompiledPlaylist {
  const perZone = new Map<number, CompiledEntry[]>();
  const facts = (id: string) => docs.files.get(id);
  const visit = (
    current: Playlist,
    path: readonly string[],
    zone: number | undefined,
    inherited: readonly CompiledRules[],
    inheritedTrigger: CompiledEntry['trigger'],
    itemPath: readonly string[],
  ) => {
    const renderPath = [...path, current._id];
    for (const item of current.playlistItems) {
      const zoneId = zone ?? item.zoneId;
      const rules = [itemRules(item), ...inherited];
      const trigger = itemTrigger(item) ?? inheritedTrigger;
      if (item.type === 'playlist-reference') {
        const nested = docs.playlists.get(item.playlistId);
        if (!nested) {
          warnings.push({
            code: 'missing',
            message: `Playlist ${item.playlistId} is not in the content`,
            renderPath,
          });
        } else if (renderPath.includes(nested._id)) {
          warnings.push({
            code: 'loop',
            message: `Loop detected: playlist ${nested._id} is already in the render path ${pathText(renderPath)}`,
            renderPath,
          });
        } else visit(nested, renderPath, zoneId, rules, trigger, [...itemPath, item._id]);
        continue;
      }
      const found = item.type === 'scene-inline' ? item.scene : docs.scenes.get(item.sceneId);
      if (!found) {
        warnings.push({
          code: 'missing',
          message: `Scene ${item.type === 'scene-reference' ? item.sceneId : ''} is not in the content`,
          renderPath,
        });
        continue;
      }
      if (renderPath.includes(found._id)) {
        warnings.push({
          code: 'loop',
          message: `Loop detected: scene ${found._id} is already in the render path ${pathText(renderPath)}`,
          renderPath,
        });
        continue;
      }
      const scene = withoutLoopingItems(found, renderPath, warnings);
      const durationMs =
        sceneDurationSeconds(scene, facts, itemSeconds, {
          playlists: docs.playlists,
          scenes: docs.scenes,
          files: docs.files,
          renderPath,
        }) * 1000;
      if (!(durationMs > 0)) continue;
      const entries = perZone.get(zoneId) ?? [];
      perZone.set(zoneId, entries);
      entries.push({
        key: `${zoneId}.${entries.length}:${scene._id}`,
        order: entries.length,
        zoneId,
        scene,
        durationMs,
        renderPath,
        itemId: item._id,
        historyKey: [...itemPath, item._id].join('/'),
        rules: rules.filter((r) => r.v1 || r.v2.length),
        trigger,
        interruptionMode: (item.triggerPlaybackSettings ?? inheritedTrigger?.settings)
          ?.interruptionMode,
        // One play of a scene is one play of each file, however many items show it.
        quotaFileIds: [
          ...new Set(sceneFileIds(scene).filter((id) => facts(id)?.playQuota?.count != null)),
        ],
        playWindows: fileWindowsOf(sceneFileIds(scene), facts),
      });
    }
  };
  visit(playlist, outerPath, undefined, [], null, []);
  const boxes = layoutZones(playlist.layout);
  const fullScreen = { x: 0, y: 0, w: 100, h: 100 };
  return {
    playlistId: playlist._id,
    zones: [...perZone]
      .sort(([a], [b]) => a - b)
      .map(([zoneId, entries]) => ({ zoneId, box: boxes[zoneId] ?? fullScreen, entries })),
  };
}

const pathText = (renderPath: readonly string[]) => renderPath.join(' > ');

/**
 * The scene as it can be rendered here: an item showing a playlist that is already in the
 * render path would recurse, so it renders nothing (with a warning naming the path) while the
 * rest of the scene plays.
 */
function withoutLoopingItems(
  scene: Scene,
  renderPath: readonly string[],
  warnings: EngineWarning[],
): Scene {
  const looping = scene.sceneItems.filter((si) => {
    const nested = si.item.body?.playlistId;
    return typeof nested === 'string' && renderPath.includes(nested);
  });
  if (looping.length === 0) return scene;
  for (const si of looping)
    warnings.push({
      code: 'loop',
      message:
        `Loop detected: item ${si._id} of scene ${scene._id} shows playlist ` +
        `${String(si.item.body?.playlistId)}, already in the render path ${pathText(renderPath)}; ` +
        'it renders nothing',
      renderPath,
    });
  return { ...scene, sceneItems: scene.sceneItems.filter((si) => !looping.includes(si)) };
}

function compileTiming(timing: { playlistId: string; timeFrom: string; timeTo: string }): Timing {
  if (TIME_OF_DAY.test(timing.timeFrom) && TIME_OF_DAY.test(timing.timeTo)) {
    const start = parseTimeOfDay(timing.timeFrom).seconds;
    const to = parseTimeOfDay(timing.timeTo);
    let end = to.seconds + to.resolution;
    if (end <= start) end += 86_400;
    return { playlistId: timing.playlistId, daily: { start, end }, absolute: null };
  }
  return {
    playlistId: timing.playlistId,
    daily: null,
    absolute: { from: timing.timeFrom, to: timing.timeTo },
  };
}

/** A date-time without a zone: date, "T", hours, minutes, optional seconds. */
const WALL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?$/;

/**
 * A schedule's date-time as an instant on a screen in `timeZone`. Written with a zone ("Z",
 * "+01:00") it is that instant on every screen. Without one it is a wall-clock time, read in the
 * screen's zone by the one rule of localTime.ts (the first instant the clock shows it or later),
 * as times of day, rules and play windows are; not in the runtime's own zone, which on a TV
 * need not be the zone the device reports.
 */
export function dateTimeInstant(timeZone: string, text: string): number {
  const wall = WALL_DATE_TIME.exec(text);
  if (!wall) return Date.parse(text);
  const [year, month, day, hour, minute] = wall.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = hour * 3600 + minute * 60 + Number(wall[6] ?? 0);
  return localToInstant(timeZone, year, month, day, second);
}

/** A one-off timing as [start, end) instants in the zone: its end is inclusive to the second. */
export function absoluteRange(
  timeZone: string,
  absolute: { from: string; to: string },
): { start: number; end: number } {
  return {
    start: dateTimeInstant(timeZone, absolute.from),
    end: dateTimeInstant(timeZone, absolute.to) + 1000,
  };
}

/**
 * Compiles published content: the root playlist (or the schedule's playlists), quotas,
 * boundaries. `itemSeconds` gives the length of items that have one (the widget list's duration
 * rules); without it, scenes without a duration play their type's default.
 */
export function compileProgram(
  content: PlayableContent,
  itemSeconds: ItemSeconds = noItemSeconds,
): Program {
  const docs = indexContent(content.content);
  const warnings: EngineWarning[] = [];
  const playlists = new Map<string, CompiledPlaylist>();
  const compile = (id: string) => {
    const playlist = docs.playlists.get(id);
    if (!playlist) {
      warnings.push({
        code: 'missing',
        message: `Playlist ${id} is not in the content`,
        renderPath: [],
      });
      return;
    }
    if (!playlists.has(id))
      playlists.set(id, flattenPlaylist(playlist, docs, warnings, itemSeconds));
  };
  let rootPlaylistId: string | null = null;
  let timings: Timing[] = [];
  if (content.collectionName === 'schedule') {
    const schedule = content.content.schedules.find((s) => s._id === content.entityId);
    if (!schedule)
      warnings.push({
        code: 'missing',
        message: `Schedule ${content.entityId} is not in the content`,
        renderPath: [],
      });
    timings = (schedule?.playlistTimings ?? []).map(compileTiming);
    for (const t of timings) compile(t.playlistId);
  } else if (content.collectionName === 'playlist') {
    rootPlaylistId = content.entityId;
    compile(content.entityId);
  } else {
    // A scene or file plays as a one-item playlist around it.
    rootPlaylistId = `published-${content.entityId}`;
    const scene: Scene | undefined =
      content.collectionName === 'scene'
        ? docs.scenes.get(content.entityId)
        : fileScene(content.entityId);
    if (scene) {
      const wrapper: Playlist = {
        _id: rootPlaylistId,
        name: scene.name,
        mediaFit: 'contain',
        spaceIds: [],
        playlistItems: [{ _id: `item-${scene._id}`, type: 'scene-inline', zoneId: 0, scene }],
      };
      playlists.set(rootPlaylistId, flattenPlaylist(wrapper, docs, warnings, itemSeconds));
    } else
      warnings.push({
        code: 'missing',
        message: `${content.entityId} is not in the content`,
        renderPath: [],
      });
  }

  const seconds = new Set<number>([0]);
  for (const playlist of playlists.values())
    for (const zone of playlist.zones)
      for (const entry of zone.entries)
        for (const rules of entry.rules) ruleBoundarySeconds(rules, seconds);
  for (const t of timings) {
    if (t.daily) {
      seconds.add(t.daily.start % 86_400);
      seconds.add(t.daily.end % 86_400);
    }
  }
  const quotas = new Map<string, PlayQuota>();
  for (const [id, file] of docs.files)
    if (file.playQuota?.count != null) quotas.set(id, file.playQuota);
  return {
    rootPlaylistId,
    playlists,
    timings,
    quotas,
    quotaCounters: content.content.playQuotaCounters.filter((c) => quotas.has(c.fileId)),
    boundarySeconds: [...seconds].sort((a, b) => a - b),
    warnings,
  };
}

function fileScene(fileId: string): Scene {
  return {
    _id: `file-${fileId}`,
    name: fileId,
    type: 'image',
    sceneItems: [
      {
        _id: `file-${fileId}`,
        start: 0,
        end: 1,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        rotation: 0,
        item: { type: 'image', fileId },
      },
    ],
  };
}
