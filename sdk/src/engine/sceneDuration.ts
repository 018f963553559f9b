import {
  DEFAULT_SCENE_DURATION_S,
  SCENE_TYPE_DEFAULT_DURATION_S,
  type Playlist,
  type Scene,
  type SceneItem,
} from '../model/index.js';

/** What the engine needs to know about a file to time a scene: a video's length, a PDF's pages. */
export interface FileFacts {
  /** Seconds, for videos. */
  duration?: number | null;
  /** Pages, for presentations. */
  pageCount?: number | null;
}

export type FileFactsLookup = (fileId: string) => FileFacts | undefined;

/** The files a scene shows, in scene item order. */
export function sceneFileIds(scene: Scene): string[] {
  const ids: string[] = [];
  for (const sceneItem of scene.sceneItems) {
    if (sceneItem.item.fileId) ids.push(sceneItem.item.fileId);
    for (const id of sceneItem.item.fileIds ?? []) ids.push(id);
  }
  return ids;
}

/**
 * The content around a scene being timed, for items that play other documents (a playlist item
 * lasts as long as its playlist): the content's documents, where the scene sits, and every type's
 * duration rule to time the nested documents' own items.
 */
export interface NestedTiming {
  playlists: ReadonlyMap<string, Playlist>;
  scenes: ReadonlyMap<string, Scene>;
  files: ReadonlyMap<string, FileFacts>;
  /** Playlist ids from the root to the scene: a playlist already here would loop. */
  renderPath: readonly string[];
  itemSeconds: ItemSeconds;
}

/**
 * How long one scene item's content lasts by itself, in seconds (a video its file, a PDF its
 * pages), or undefined when it has no length of its own (an image, a clock). Each item type
 * states its rule in its widget definition; the player passes them in, so the engine needs no
 * list of item types. `nested` is there when the scene is timed inside content (compiling).
 */
export type ItemSeconds = (
  item: SceneItem,
  files: FileFactsLookup,
  nested?: NestedTiming,
) => number | undefined;

/** For callers that know no item types: every scene falls back to its type's default. */
export const noItemSeconds: ItemSeconds = () => undefined;

/**
 * How long a scene plays, in seconds: its explicit duration; else until the latest end of an
 * item whose content has a length of its own (start + that length); else its type's default
 * (an image scene an hour), else DEFAULT_SCENE_DURATION_S.
 */
export function sceneDurationSeconds(
  scene: Scene,
  files: FileFactsLookup,
  itemSeconds: ItemSeconds,
  /** The content the scene plays in (see NestedTiming), when known. */
  content?: Omit<NestedTiming, 'itemSeconds'>,
): number {
  if (scene.duration !== undefined && scene.duration > 0) return scene.duration;
  const nested = content && { ...content, itemSeconds };
  let latestEnd = 0;
  for (const sceneItem of scene.sceneItems) {
    const seconds = itemSeconds(sceneItem, files, nested);
    if (seconds !== undefined && seconds > 0) {
      latestEnd = Math.max(latestEnd, sceneItem.start + seconds);
    }
  }
  if (latestEnd > 0) return latestEnd;
  return SCENE_TYPE_DEFAULT_DURATION_S[scene.type] ?? DEFAULT_SCENE_DURATION_S;
}

/**
 * Where a scene's items stop showing: the latest end among them, in seconds, or undefined for a
 * scene without items. The scene editor's length follows it, and past it a screen shows nothing.
 */
export function sceneItemsEndSeconds(scene: Pick<Scene, 'sceneItems'>): number | undefined {
  let latest: number | undefined;
  for (const sceneItem of scene.sceneItems) latest = Math.max(latest ?? 0, sceneItem.end);
  return latest;
}

/**
 * How many seconds at the end of a scene that plays `lengthSeconds` show nothing at all: the
 * length past its latest item end, or the whole length for a scene without items; 0 when its
 * items fill it. Editors warn about it, since on a screen it is black air.
 */
export function silentTailSeconds(scene: Pick<Scene, 'sceneItems'>, lengthSeconds: number): number {
  const end = sceneItemsEndSeconds(scene) ?? 0;
  // Hundredths, as item times are kept: a float's dust is not a silence anyone sees.
  return Math.max(0, Math.round((lengthSeconds - end) * 100) / 100);
}

/** Sums a fact over the files one scene item shows (fileId, then fileIds); 0 when none is known. */
export function sumItemFileFacts(
  sceneItem: SceneItem,
  files: FileFactsLookup,
  pick: (facts: FileFacts) => number | null | undefined,
): number {
  const ids = [
    ...(sceneItem.item.fileId ? [sceneItem.item.fileId] : []),
    ...(sceneItem.item.fileIds ?? []),
  ];
  let total = 0;
  for (const id of ids) {
    const value = pick(files(id) ?? {});
    if (typeof value === 'number' && value > 0) total += value;
  }
  return total;
}
