import type { WidgetList } from '@marquee/sdk';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import { createItem, fromWidgetDefinition, lookupFrom } from '../editor';

/**
 * An app is a scene holding one item that fills the screen (a weather board, a menu board, a
 * feed). Each kind of app the console offers is listed here by its scene item type.
 */
export interface AppItemType {
  /** The scene item type of the app's single item. */
  type: string;
  label: string;
  description: string;
}

/**
 * The app kinds /apps offers. None exists yet: the shipped item types (image, video, PDF) are
 * media, not apps. A kind whose item type the player cannot draw full screen is never offered.
 */
export const APP_ITEM_TYPES: readonly AppItemType[] = [];

/** The listed app kinds whose item type the widget list has and draws full screen. */
export const availableAppTypes = (
  kinds: readonly AppItemType[],
  widgets: WidgetList,
): AppItemType[] =>
  kinds.filter((kind) => widgets.some((w) => w.type === kind.type && w.fillsScreen));

/**
 * The items of a new app of this kind: one item of its type with the widget's defaults, full
 * screen (the editor's rule for app scenes), and the scene duration the item needs.
 */
export function newAppContent(
  type: string,
  widgets: WidgetList,
  newId: () => string = () => crypto.randomUUID(),
): { sceneItems: SceneItem[]; duration?: number } {
  const empty: Scene = { _id: 'new', name: '', type: 'app', sceneItems: [] };
  const result = createItem(empty, type, lookupFrom(widgets.map(fromWidgetDefinition)), newId);
  if (!result.ok) return { sceneItems: [] };
  return { sceneItems: result.scene.sceneItems, duration: result.scene.duration };
}
