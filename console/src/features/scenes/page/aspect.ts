import { REFERENCE_SCREEN, ROTATIONS } from '@marquee/sdk/model';

/** A scene is landscape 16:9 or portrait 9:16. */
export const ASPECTS = {
  '16:9': { width: 16, height: 9 },
  '9:16': { width: 9, height: 16 },
} as const;
export type AspectId = keyof typeof ASPECTS;
export const ASPECT_IDS = Object.keys(ASPECTS) as AspectId[];

/** Screen rotations the preview can show, in degrees clockwise. */
export const PREVIEW_ROTATIONS = ROTATIONS;
export type PreviewRotation = (typeof ROTATIONS)[number];

/**
 * The scene's preset: its stored id when it is one of ours, else the shape of its ratio (a taller
 * than wide ratio is portrait), else the default landscape.
 */
export function aspectIdOf(scene: {
  aspectRatio?: { width: number; height: number } | null;
  aspectRatioId?: string | null;
}): AspectId {
  if (scene.aspectRatioId && scene.aspectRatioId in ASPECTS) return scene.aspectRatioId as AspectId;
  const ratio = scene.aspectRatio;
  return ratio && ratio.height > ratio.width ? '9:16' : '16:9';
}

/**
 * The reference screen the scene is designed on: 1920 × 1080, turned upright for a
 * portrait scene. Widgets are drawn at this size and scaled to the canvas, so what they size in
 * pixels (fonts from the base 24 px) keeps its proportions at any canvas size.
 */
export function referenceSize(aspect: AspectId) {
  return aspect === '9:16'
    ? { width: REFERENCE_SCREEN.height, height: REFERENCE_SCREEN.width }
    : { width: REFERENCE_SCREEN.width, height: REFERENCE_SCREEN.height };
}

/** A quarter-turned preview shows the frame on its side: its box swaps width and height. */
export const isSideways = (rotation: PreviewRotation) => rotation === 90 || rotation === 270;
