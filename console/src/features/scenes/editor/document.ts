import {
  DEFAULT_SCENE_DURATION_S,
  NEW_SCENE_ITEM_LENGTH_S,
  SCENE_TYPE_DEFAULT_DURATION_S,
  type Scene,
  type SceneItem,
} from '@marquee/sdk/model';
import type { Rect } from './geometry';

/**
 * Document-level rules of the scene editor: the defaults of a new item and how the scene's
 * duration follows its items. Every function is pure and returns a new scene (or the same one
 * when nothing changes, so callers can tell a no-op by identity).
 */

/**
 * The scene's length in seconds: its own duration, else, as the player times a scene without
 * one, its type's default (an image scene an hour, others 60 s).
 */
export const sceneDurationS = (scene: Scene) =>
  scene.duration ?? SCENE_TYPE_DEFAULT_DURATION_S[scene.type] ?? DEFAULT_SCENE_DURATION_S;

/**
 * Where a new item goes: a centred half-size box, except on app scenes, whose single item is the
 * app and fills the screen.
 */
export const newItemRect = (scene: Scene): Rect =>
  scene.type === 'app' ? { x: 0, y: 0, w: 100, h: 100 } : { x: 25, y: 25, w: 50, h: 50 };

/**
 * When a new item shows: from `start` to `fillTo` (the scene's end, so an item added to a scene
 * fills it and lengthens nothing), or for NEW_SCENE_ITEM_LENGTH_S (30 s) when there is no end to
 * fill (the first item of a scene following its items) or it starts at or past it.
 */
export const newItemTiming = (start = 0, fillTo?: number) => ({
  start,
  end: fillTo !== undefined && fillTo > start ? fillTo : start + NEW_SCENE_ITEM_LENGTH_S,
});

/** The latest end among items, or undefined for none. */
const latestEnd = (items: readonly SceneItem[]) =>
  items.length === 0 ? undefined : Math.max(...items.map((item) => item.end));

/**
 * Creating or updating items extends the scene to the latest item end, so nothing the operator
 * placed is cut off. It never shortens: a scene following its items is fitted to them after
 * every edit (fitToItems), and a length set by hand is the operator's.
 */
export function extendDuration(scene: Scene, items: readonly SceneItem[]): Scene {
  const end = latestEnd(items);
  if (end === undefined || end <= sceneDurationS(scene)) return scene;
  return { ...scene, duration: end };
}

export const findItem = (scene: Scene, id: string) =>
  scene.sceneItems.find((item) => item._id === id);

export const withItems = (scene: Scene, sceneItems: SceneItem[]): Scene => ({
  ...scene,
  sceneItems,
});
