import {
  IMAGE_SCENE_DEFAULT_DURATION_S,
  LAYOUT_PRESETS,
  layoutZones,
  type LayoutPresetId,
} from '@marquee/sdk/model';

/** A playlist item as the editor handles it: the sdk document, loosely typed on the wire. */
export type EditorItem = Record<string, unknown> & { _id: string; type: string; zoneId?: number };

export interface EditorLayout {
  presetId?: string;
  zones?: { x: number; y: number; w: number; h: number }[];
}

/** Moves the item at `from` to `to`, keeping the rest in order (drag and the arrow buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length)
    return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export const zoneCount = (layout: EditorLayout | null | undefined) => layoutZones(layout).length;

/** The layout for a preset: stored by id, zones from the sdk's presets. */
export const presetLayout = (presetId: LayoutPresetId): EditorLayout | null =>
  presetId === 'm' ? null : { presetId, zones: LAYOUT_PRESETS[presetId].map((z) => ({ ...z })) };

/** Items in zones the new layout lacks move to the main zone (0), so none disappears. */
export const fitItemsToZones = (items: readonly EditorItem[], zones: number): EditorItem[] =>
  items.map((item) => ((item.zoneId ?? 0) < zones ? item : { ...item, zoneId: 0 }));

type InlineScene = {
  name?: string;
  type?: string;
  duration?: number;
  sceneItems?: { end?: number }[];
};

const sceneOf = (item: EditorItem): InlineScene | undefined =>
  item.type === 'scene-inline' && item.scene && typeof item.scene === 'object'
    ? item.scene
    : undefined;

/** The scene a scene-reference item plays, or undefined for other items. */
export const referencedSceneId = (item: EditorItem): string | undefined =>
  item.type === 'scene-reference' && typeof item.sceneId === 'string' ? item.sceneId : undefined;

/**
 * A playlist item playing a saved scene by reference, in the main zone: edits to the scene reach
 * every playlist that references it. The id is new (the console's; tests pass their own).
 */
export const sceneReferenceItem = (
  sceneId: string,
  newId: () => string = () => crypto.randomUUID(),
): EditorItem => ({ _id: newId(), type: 'scene-reference', sceneId, zoneId: 0 });

export function itemLabel(item: EditorItem): string {
  const scene = sceneOf(item);
  if (scene) return scene.name || `Untitled ${scene.type ?? 'scene'}`;
  if (item.type === 'playlist-reference') return 'Nested playlist';
  return 'Scene';
}

/**
 * The name a row shows and its controls carry ("Seconds for Welcome"): a referenced scene's name
 * (or "Missing scene" once it is gone), else the item's own label.
 */
export function rowName(
  item: EditorItem,
  reference: { scene?: { name: string }; missing: boolean } | undefined,
): string {
  return reference?.scene?.name ?? (reference?.missing ? 'Missing scene' : itemLabel(item));
}

/** The seconds an inline scene plays: its duration, else the image default; undefined otherwise. */
export function itemDuration(item: EditorItem): number | undefined {
  const scene = sceneOf(item);
  if (!scene) return undefined;
  if (scene.duration) return scene.duration;
  return scene.type === 'image' ? IMAGE_SCENE_DEFAULT_DURATION_S : undefined;
}

/** Sets an inline scene's duration and stretches its full-length items to match. */
export function setItemDuration(item: EditorItem, seconds: number): EditorItem {
  const scene = sceneOf(item);
  if (!scene) return item;
  const previous = itemDuration(item);
  const sceneItems = (scene.sceneItems ?? []).map((si) =>
    si.end === previous || si.end === undefined ? { ...si, end: seconds } : si,
  );
  return { ...item, scene: { ...scene, duration: seconds, sceneItems } };
}

/**
 * Sets one optional field of an item; an absent value (null) removes the field, so an item
 * without rules carries none rather than an empty list the engine would have to read.
 */
export function withField(item: EditorItem, key: string, value: unknown): EditorItem {
  const { [key]: _old, ...rest } = item;
  return (value === null || value === undefined ? rest : { ...rest, [key]: value }) as EditorItem;
}
