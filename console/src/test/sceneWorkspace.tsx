import { defaultWidgets } from '@marquee/sdk';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from './render';
import { createSceneEditor } from '../features/scenes/editor';
import type { AspectId } from '../features/scenes/page/aspect';
import { createItemClipboard } from '../features/scenes/page/clipboardAccess';
import type { PositionUnit } from '../features/scenes/page/positionUnits';
import { SceneWorkspace } from '../features/scenes/page/SceneWorkspace';
import { ITEM_TYPE_LOOKUP } from '../features/scenes/page/sceneWidgets';

/** Typing without per-key delays: jsdom with Fluent is slow enough as it is. */
export const user = userEvent.setup({ delay: null });

export function sceneItem(id: string, over: Partial<SceneItem> = {}): SceneItem {
  return {
    _id: id,
    start: 0,
    end: 30,
    x: 10,
    y: 20,
    w: 30,
    h: 40,
    rotation: 0,
    item: { type: 'image', body: { imageSizing: 'contain' } },
    ...over,
  };
}

export const sceneOf = (items: SceneItem[], over: Partial<Scene> = {}): Scene => ({
  _id: 's1',
  name: 'Lobby',
  type: 'multimedial',
  duration: 60,
  sceneItems: items,
  ...over,
});

/** Frames only when the test says so: playback never depends on real time. */
function manualFrames() {
  const callbacks = new Map<number, (t: number) => void>();
  let next = 0;
  return {
    request: (callback: (t: number) => void) => {
      callbacks.set(++next, callback);
      return next;
    },
    cancel: (handle: number) => void callbacks.delete(handle),
    /** Runs the pending frames at a timestamp. */
    frame(timestamp: number) {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const callback of due) callback(timestamp);
    },
  };
}

/** The workspace on a loaded scene, with the editor for the test to look into. */
export function renderWorkspace(scene: Scene) {
  let n = 0;
  const editor = createSceneEditor(ITEM_TYPE_LOOKUP, () => `new${++n}`);
  editor.editor.send({ type: 'LOAD', scene });
  const frames = manualFrames();
  const clipboard = createItemClipboard(null);
  function Harness() {
    const [aspect, setAspect] = useState<AspectId>('16:9');
    const [unit, setUnit] = useState<PositionUnit>('percents');
    return (
      <SceneWorkspace
        editor={editor}
        files={new Map()}
        addFile={() => undefined}
        aspect={aspect}
        onAspectChange={setAspect}
        offered={defaultWidgets}
        positionUnit={unit}
        onPositionUnitChange={setUnit}
        clipboard={clipboard}
        frames={frames}
      />
    );
  }
  const view = renderWithTheme(<Harness />);
  const context = () => editor.editor.getSnapshot().context;
  return {
    ...view,
    editor,
    frames,
    ids: () => context().document.sceneItems.map((i) => i._id),
    select: (...ids: string[]) => act(() => editor.editor.send({ type: 'SELECT', ids })),
  };
}
