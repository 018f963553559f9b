import { sceneDurationSeconds, type FileFactsLookup } from '@marquee/sdk';
import {
  DEFAULT_SCENE_DURATION_S,
  SCENE_TYPE_DEFAULT_DURATION_S,
  type SceneType,
} from '@marquee/sdk/model';
import type { SceneListItemFragment } from '../../../graphql/generated';
import { sceneCatalog, sceneDocument } from '../../../widgets/shared/listedScene';
import { dateTimeText } from '../../../kit/dates';

/** The scene list's rules, pure: words for types, times, ordering and the scene document. */

export const SCENE_TYPE_LABELS: Record<SceneType, string> = {
  slides: 'Slides',
  image: 'Image',
  video: 'Video',
  presentation: 'Presentation',
  multimedial: 'Multimedia',
  app: 'App',
};

/** Types listed on /scenes; app scenes have their own page (/apps) and permissions. */
export const NON_APP_SCENE_TYPES: SceneType[] = [
  'slides',
  'image',
  'video',
  'presentation',
  'multimedial',
];

/** The aspect ratios a new scene may have; the first, 16:9, is the default. */
export const ASPECT_RATIOS = [
  { id: '16:9', label: 'Landscape 16:9', width: 16, height: 9 },
  { id: '9:16', label: 'Portrait 9:16', width: 9, height: 16 },
] as const;
export type AspectRatioId = (typeof ASPECT_RATIOS)[number]['id'];

export const aspectRatioInput = (id: AspectRatioId) => {
  const ratio = ASPECT_RATIOS.find((r) => r.id === id) ?? ASPECT_RATIOS[0];
  return { aspectRatioId: ratio.id, aspectRatio: { width: ratio.width, height: ratio.height } };
};

/** The last changed first (the server's order too; kept after a rename updates the cache). */
export const newestFirst = <T extends { updatedAt: string }>(scenes: readonly T[]): T[] =>
  [...scenes].sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));

/** Seconds the scene plays, as a screen times it (its video's length when it has no duration). */
export function sceneSeconds(summary: SceneListItemFragment, files: FileFactsLookup): number {
  const scene = sceneDocument(summary);
  if (scene) return sceneDurationSeconds(scene, files, sceneCatalog.itemSeconds);
  return (
    summary.duration ?? SCENE_TYPE_DEFAULT_DURATION_S[summary.type] ?? DEFAULT_SCENE_DURATION_S
  );
}

/** 0:45, 1:00, 1:00:00: minutes and seconds, with hours once there are any. */
export function formatSeconds(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The date and time of the last change, in the browser's locale. */
export const formatUpdated = (iso: string) => dateTimeText(iso);
