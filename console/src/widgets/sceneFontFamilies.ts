import type { Scene } from '@marquee/sdk/model';
import { editorFor } from './index';

/**
 * The font families the scene's items draw with, as each item's editor names them: sorted, each
 * once. What the canvas preview loads, as a screen loads the fonts of the content it plays.
 */
export function sceneFontFamilies(scene: Pick<Scene, 'sceneItems'>): string[] {
  const families = new Set<string>();
  for (const { item } of scene.sceneItems) {
    const named = editorFor(item.type)?.fontFamilies?.(item.body ?? {});
    for (const family of named ?? []) if (family) families.add(family);
  }
  return [...families].sort();
}
