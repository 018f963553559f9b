import { parseContent, sceneItemSchema, type Scene, type SceneItem } from '@marquee/sdk/model';
import { copyItem, DUPLICATE_OFFSET_PCT, type EditResult, type NewId } from './actions';
import { extendDuration, withItems } from './document';

/**
 * Copy and paste of scene items, within a scene and between scenes, through the system
 * clipboard as text. The text carries a marker so that pasting anything else (a URL, a word, a
 * JSON blob from another app) is refused cleanly instead of creating garbage items.
 */
const CLIPBOARD_MARKER = 'marquee/scene-items@1';

interface ClipboardPayload {
  marker: typeof CLIPBOARD_MARKER;
  /** Where the items were copied, so pasting back into the same scene offsets them. */
  sceneId: string;
  items: SceneItem[];
}

export const NOT_SCENE_ITEMS = 'The clipboard holds no scene items';

/** The selected items as clipboard text, in z-order; undefined when none is selected. */
export function copyItems(scene: Scene, ids: readonly string[]): string | undefined {
  const wanted = new Set(ids);
  const items = scene.sceneItems.filter((item) => wanted.has(item._id));
  if (items.length === 0) return undefined;
  const payload: ClipboardPayload = { marker: CLIPBOARD_MARKER, sceneId: scene._id, items };
  return JSON.stringify(payload);
}

type ClipboardRead =
  { ok: true; sceneId: string; items: SceneItem[] } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads clipboard text; every item is checked as the player would, or nothing is pasted. */
export function readClipboard(text: string): ClipboardRead {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: NOT_SCENE_ITEMS };
  }
  if (!isRecord(data) || data.marker !== CLIPBOARD_MARKER || !Array.isArray(data.items))
    return { ok: false, error: NOT_SCENE_ITEMS };
  const items: SceneItem[] = [];
  for (const raw of data.items) {
    const parsed = parseContent(sceneItemSchema, raw);
    if (!parsed.ok) return { ok: false, error: `${NOT_SCENE_ITEMS}: ${parsed.errors[0]?.message}` };
    items.push(parsed.value);
  }
  if (items.length === 0) return { ok: false, error: NOT_SCENE_ITEMS };
  return { ok: true, sceneId: typeof data.sceneId === 'string' ? data.sceneId : '', items };
}

/**
 * Pastes on top of the scene with new ids. Into the scene they came from, the copies move 5 %
 * right and down (clamped to the canvas) so they do not hide their originals; into another scene
 * they keep their place, which is what moving content between scenes wants. The scene is extended
 * to the pasted items' end like a creation.
 */
export function pasteItems(scene: Scene, text: string, newId: NewId): EditResult {
  const read = readClipboard(text);
  if (!read.ok) return { ok: false, errors: [{ path: '$', message: read.error }] };
  const offset = read.sceneId === scene._id ? DUPLICATE_OFFSET_PCT : 0;
  const pasted = read.items.map((item) => copyItem(item, newId(), offset, offset));
  const next = extendDuration(withItems(scene, [...scene.sceneItems, ...pasted]), pasted);
  return { ok: true, scene: next, ids: pasted.map((item) => item._id) };
}
