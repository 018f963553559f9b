import type { Scene } from '@marquee/sdk/model';
import { createActor } from 'xstate';
import type { NewId } from './actions';
import { copyItems } from './clipboard';
import { editorMachine } from './editorMachine';
import type { ItemTypeLookup } from './itemTypes';
import type { PointerOptions } from './pointerSessions';
import { pointerToolMachine } from './pointerTool';
import type { ShortcutCommand, UiCommand } from './shortcuts';

export interface SceneEditorOptions {
  scene?: Scene;
  historyLimit?: number;
  pointer?: Partial<PointerOptions>;
}

/**
 * The editor and its pointer tool, wired and started. The UI reads both with @xstate/react
 * (`useSelector(editor, selectDocument)`, `useSelector(pointer, (s) => s.context.guides)`),
 * sends pointer events to `pointer` and everything else to `editor`, and stops both on unmount.
 */
export function createSceneEditor(
  lookup: ItemTypeLookup,
  newId: NewId,
  options: SceneEditorOptions = {},
) {
  const editor = createActor(editorMachine, {
    input: { lookup, newId, scene: options.scene, historyLimit: options.historyLimit },
  });
  const pointer = createActor(pointerToolMachine, {
    input: { editor, lookup, options: options.pointer },
  });
  editor.start();
  pointer.start();
  return {
    editor,
    pointer,
    /**
     * Runs a shortcut's command; a command only the UI can carry out (clipboard, dialog) is
     * returned for it to do. Confirming a removal (`shortcut.confirm`) is the caller's job.
     */
    run(command: ShortcutCommand): UiCommand | undefined {
      if (command.to === 'editor') editor.send(command.event);
      else if (command.to === 'pointer') pointer.send(command.event);
      else return command.command;
      return undefined;
    },
    /** The selection as clipboard text (see clipboard.ts), or undefined when nothing is selected. */
    copySelection(): string | undefined {
      const { document, selection } = editor.getSnapshot().context;
      return copyItems(document, selection);
    },
    stop() {
      pointer.stop();
      editor.stop();
    },
  };
}

export type SceneEditor = ReturnType<typeof createSceneEditor>;
