import {
  DEFAULT_SCENE_DURATION_S,
  SCENE_TYPE_DEFAULT_DURATION_S,
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
 * How long one scene item's content lasts by itself, in seconds (a video its file, a PDF its
 * pages), or undefined when it has no length of its own (an image, a clock). Each item type
 * states its rule in its widget definition; the player passes them in, so the engine needs no
 * list of item types.
 */
export type ItemSeconds = (item: SceneItem, files: FileFactsLookup) => number | undefined;

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
): number {
  if (scene.duration !== undefined && scene.duration > 0) return scene.duration;
  let latestEnd = 0;
  for (const sceneItem of scene.sceneItems) {
    const seconds = itemSeconds(sceneItem, files);
    if (seconds !== undefined && seconds > 0) {
      latestEnd = Math.max(latestEnd, sceneItem.start + seconds);
    }
  }
  if (latestEnd > 0) return latestEnd;
  return SCENE_TYPE_DEFAULT_DURATION_S[scene.type] ?? DEFAULT_SCENE_DURATION_S;
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
