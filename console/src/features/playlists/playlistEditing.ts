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
    ? (item.scene as InlineScene)
    : undefined;

export function itemLabel(item: EditorItem): string {
  const scene = sceneOf(item);
  if (scene) return scene.name || `Untitled ${scene.type ?? 'scene'}`;
  if (item.type === 'playlist-reference') return 'Nested playlist';
  return 'Scene';
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

// core.md §5 timing form messages, verbatim.
export const TIMING_MESSAGES = {
  order: 'Start time must be before end time',
  startNegative: 'Start time must be positive',
  endNegative: 'End time must be positive',
} as const;

/** Seconds since midnight of "HH:mm" or "HH:mm:ss"; NaN when unreadable. */
export function secondsOfDay(text: string): number {
  const match = /^(-?\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const sign = text.trim().startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(match[1])) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The timing form's errors, by field; empty when the range is valid. */
export function validateTimingForm(start: number, end: number): { start?: string; end?: string } {
  const errors: { start?: string; end?: string } = {};
  if (start < 0) errors.start = TIMING_MESSAGES.startNegative;
  if (end < 0) errors.end = TIMING_MESSAGES.endNegative;
  if (!errors.start && !errors.end && start >= end) errors.end = TIMING_MESSAGES.order;
  return errors;
}

export interface ItemTiming {
  start: string;
  end: string;
  isPriority: boolean;
}

/** The editor's simple time window: the first V2 rule's first time range. */
export function readTiming(item: EditorItem): ItemTiming | null {
  const rules = item.timingRulesV2;
  const rule = Array.isArray(rules) ? (rules[0] as Record<string, unknown> | undefined) : undefined;
  const range = Array.isArray(rule?.timeRangesV2)
    ? (rule.timeRangesV2[0] as { start?: string; end?: string } | undefined)
    : undefined;
  if (!rule || !range?.start || !range.end) return null;
  return { start: range.start, end: range.end, isPriority: rule.isPriority === true };
}

/** Writes the time window as one V2 rule (always mode), or removes the rules. */
export function writeTiming(item: EditorItem, timing: ItemTiming | null): EditorItem {
  if (!timing) {
    const { timingRulesV2: _removed, ...rest } = item;
    return rest as EditorItem;
  }
  return {
    ...item,
    timingRulesV2: [
      {
        mode: 'always',
        timeRangesV2: [{ start: timing.start, end: timing.end }],
        isPlaying: true,
        isPriority: timing.isPriority,
      },
    ],
  };
}
