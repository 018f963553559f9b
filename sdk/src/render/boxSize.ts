import { useLayoutEffect, useState, type RefObject } from 'react';
import { REFERENCE_SCREEN, type Scene, type SceneItem } from '../model/index.js';

export interface BoxSize {
  width: number;
  height: number;
}

const sameSize = (a: BoxSize, b: BoxSize) => a.width === b.width && a.height === b.height;

/**
 * The layout size of an element in CSS pixels. Layout size, not drawn size: transforms around it
 * do not count (a rotated item, or the console's preview, which lays the reference screen out
 * and scales it as a whole). Measured before the first paint, then on every resize: with a
 * ResizeObserver where the engine has one, else when the window resizes (TV engines before
 * Chromium 64, where an item's box only changes with the window). With `debounceMs`, a resize is
 * measured once it has kept still that long, so work laid out to the size is not redone on
 * every step of a drag. Zero until measured (jsdom does no layout).
 */
export function useBoxSize(element: RefObject<HTMLElement | null>, debounceMs = 0): BoxSize {
  const [size, setSize] = useState<BoxSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => {
      const next = { width: box.offsetWidth, height: box.offsetHeight };
      setSize((previous) => (sameSize(previous, next) ? previous : next));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize =
      debounceMs > 0
        ? () => {
            clearTimeout(timer);
            timer = setTimeout(measure, debounceMs);
          }
        : measure;
    measure();
    let stop: () => void;
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(onResize);
      observer.observe(box);
      stop = () => observer.disconnect();
    } else {
      window.addEventListener('resize', onResize);
      stop = () => window.removeEventListener('resize', onResize);
    }
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [element, debounceMs]);
  return size;
}

/**
 * The width of the reference screen a scene is designed on: 1920 (1080 for a portrait scene),
 * as the console's preview lays it out. Sizes widgets store in pixels (text, borders) are
 * pixels of this screen.
 */
export function referenceStageWidth(scene: Pick<Scene, 'aspectRatio' | 'aspectRatioId'>): number {
  const portrait =
    scene.aspectRatioId === '9:16' ||
    (scene.aspectRatioId !== '16:9' &&
      !!scene.aspectRatio &&
      scene.aspectRatio.height > scene.aspectRatio.width);
  return portrait ? REFERENCE_SCREEN.height : REFERENCE_SCREEN.width;
}

/**
 * CSS pixels per reference-screen pixel in an item's box: 1 in the editor's preview, 2/3 on a
 * 1280-wide screen, less in a small zone. Sizes stored in reference pixels are multiplied by it,
 * so an item looks the same on every screen as in the editor. 1 until measured.
 */
export function useReferenceScale(
  box: RefObject<HTMLElement | null>,
  scene: Pick<Scene, 'aspectRatio' | 'aspectRatioId'>,
  sceneItem: Pick<SceneItem, 'w'>,
): number {
  const { width } = useBoxSize(box);
  const referenceWidth = (sceneItem.w / 100) * referenceStageWidth(scene);
  return width > 0 && referenceWidth > 0 ? width / referenceWidth : 1;
}
