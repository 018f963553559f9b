import type { Scene, SceneItem } from '@marquee/sdk/model';
import {
  createSceneEditor,
  type SceneEditorOptions,
} from '../features/scenes/editor/createSceneEditor';
import { ALL_HANDLES, lookupFrom, type EditorItemType } from '../features/scenes/editor/itemTypes';

/** Item types with each flag combination the editor honours. */
const TYPES: EditorItemType[] = [
  {
    type: 'image',
    movable: true,
    resizable: true,
    handles: ALL_HANDLES,
    defaultBody: () => ({ fit: 'cover', layers: [{ opacity: 1 }] }),
  },
  // A full-screen background: stays where it is, no handles.
  {
    type: 'background',
    movable: false,
    resizable: false,
    handles: ALL_HANDLES,
    defaultBody: () => ({}),
  },
  // A ticker only stretches sideways.
  {
    type: 'ticker',
    movable: true,
    resizable: true,
    handles: ['e', 'w'],
    defaultBody: () => ({ text: '' }),
  },
];

export const lookup = lookupFrom(TYPES);

/** Deterministic ids: n1, n2, … */
export function idGen(prefix = 'n') {
  let next = 0;
  return () => `${prefix}${++next}`;
}

export function item(id: string, over: Partial<SceneItem> = {}): SceneItem {
  return {
    _id: id,
    start: 0,
    end: 30,
    x: 10,
    y: 10,
    w: 20,
    h: 20,
    rotation: 0,
    item: { type: 'image', body: { fit: 'cover' } },
    ...over,
  };
}

export function scene(items: SceneItem[], over: Partial<Scene> = {}): Scene {
  return { _id: 's1', name: 'Lobby', type: 'multimedial', sceneItems: items, ...over };
}

export const ids = (s: Scene) => s.sceneItems.map((i) => i._id);

export function startEditor(initial: Scene, options: SceneEditorOptions = {}) {
  const editor = createSceneEditor(lookup, idGen(), { scene: initial, ...options });
  const ctx = () => editor.editor.getSnapshot().context;
  const doc = () => ctx().document;
  const at = (id: string) => {
    const found = doc().sceneItems.find((i) => i._id === id);
    if (!found) throw new Error(`no item ${id}`);
    return found;
  };
  return { ...editor, ctx, doc, at };
}
