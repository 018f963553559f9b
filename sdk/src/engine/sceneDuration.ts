import {
  DEFAULT_SCENE_DURATION_S,
  IMAGE_SCENE_DEFAULT_DURATION_S,
  PRESENTATION_PAGE_DURATION_S,
  type Scene,
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
 * How long a scene plays, in seconds: its explicit duration; else an image scene
 * lasts IMAGE_SCENE_DEFAULT_DURATION_S, a video scene its file's duration, a presentation
 * PRESENTATION_PAGE_DURATION_S per page; anything else (or a file whose facts are unknown)
 * DEFAULT_SCENE_DURATION_S.
 */
export function sceneDurationSeconds(scene: Scene, files: FileFactsLookup): number {
  if (scene.duration !== undefined && scene.duration > 0) return scene.duration;
  switch (scene.type) {
    case 'image':
      return IMAGE_SCENE_DEFAULT_DURATION_S;
    case 'video': {
      const seconds = sumFacts(scene, files, (facts) => facts.duration);
      return seconds > 0 ? seconds : DEFAULT_SCENE_DURATION_S;
    }
    case 'presentation': {
      const pages = sumFacts(scene, files, (facts) => facts.pageCount);
      return pages > 0 ? pages * PRESENTATION_PAGE_DURATION_S : DEFAULT_SCENE_DURATION_S;
    }
    default:
      return DEFAULT_SCENE_DURATION_S;
  }
}

function sumFacts(
  scene: Scene,
  files: FileFactsLookup,
  pick: (facts: FileFacts) => number | null | undefined,
): number {
  let total = 0;
  for (const id of sceneFileIds(scene)) {
    const value = pick(files(id) ?? {});
    if (typeof value === 'number' && value > 0) total += value;
  }
  return total;
}
