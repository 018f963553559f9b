import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  editorFor,
  type EditorFile,
  type ItemContentChange,
  type OpenDialog,
  type PickFile,
  type PickFileRequest,
} from '../../../widgets';
import { createItem, findItem, newItemRect, type SceneEditor } from '../editor';
import { cascadePlace } from './canvasGeometry';
import { contentPatch } from './itemContent';

/**
 * Adding items and changing their content through the widget editors. The media picker is
 * opened by a widget editor (create, or its toolbar) as a promise; the page shows the dialog
 * for `pickRequest` and answers it with `finishPick`. A picked file is known at once (the
 * canvas draws it, its length sets the item's end) before the scene is saved.
 */
export function useItemCreation(
  editor: SceneEditor,
  files: ReadonlyMap<string, EditorFile>,
  addFile: (file: EditorFile) => void,
) {
  const [pickRequest, setPickRequest] = useState<PickFileRequest | null>(null);
  const answer = useRef<((file: EditorFile | null) => void) | null>(null);
  const picked = useRef(new Map<string, EditorFile>());
  const latestFiles = useRef(files);
  useEffect(() => {
    latestFiles.current = files;
  }, [files]);

  const pickFile: PickFile = useCallback(
    (request) =>
      new Promise((resolve) => {
        answer.current?.(null);
        answer.current = resolve;
        setPickRequest(request);
      }),
    [],
  );
  // A widget editor's own dialog (e.g. Select a playlist), drawn by the page until it answers.
  const [dialog, setDialog] = useState<ReactNode>(null);
  const openDialog: OpenDialog = useCallback(
    <T>(render: (answer: (value: T) => void) => ReactNode) =>
      new Promise<T>((resolve) => {
        setDialog(
          render((value) => {
            setDialog(null);
            resolve(value);
          }),
        );
      }),
    [],
  );

  const finishPick = (file: EditorFile | null) => {
    if (file) {
      picked.current.set(file._id, file);
      addFile(file);
    }
    const resolve = answer.current;
    answer.current = null;
    setPickRequest(null);
    resolve?.(file);
  };

  const changeContent = useCallback(
    (id: string, change: ItemContentChange) => {
      const sceneItem = findItem(editor.editor.getSnapshot().context.document, id);
      if (!sceneItem) return;
      const lookup = (fileId: string) =>
        latestFiles.current.get(fileId) ?? picked.current.get(fileId);
      editor.editor.send({ type: 'UPDATE', id, patch: contentPatch(sceneItem, change, lookup) });
    },
    [editor],
  );

  /**
   * A new item of a type: its editor makes the content (a picked file), then the item is
   * created at the playhead (whole seconds, so it shows at once) with that content. Resolves
   * to the new item's id, or null when nothing was added (the picker was cancelled).
   */
  const addItem = useCallback(
    async (type: string): Promise<string | null> => {
      const widgetEditor = editorFor(type);
      const scene = editor.editor.getSnapshot().context.document;
      const content = widgetEditor?.create
        ? await widgetEditor.create({ scene, pickFile, openDialog })
        : {};
      if (content === null) return null;
      const context = editor.editor.getSnapshot().context;
      const start = Math.floor(context.playback.timeMs / 1000);
      // The content's patch is worked out on the item as it will be created (its start sets a
      // video's end), then travels with CREATE: adding an item is one step to undo.
      const provisional = createItem(context.document, type, context.lookup, () => 'new', {
        start,
      });
      const hasContent =
        content.fileId !== undefined || content.body !== undefined || content.box !== undefined;
      const patch =
        provisional.ok && hasContent
          ? contentPatch(
              provisional.scene.sceneItems.at(-1)!,
              content,
              (fileId) => latestFiles.current.get(fileId) ?? picked.current.get(fileId),
            )
          : undefined;
      // A box the type asks for (a board fills the screen) stands; otherwise the new item
      // cascades from the default box so it does not land on top of the last one.
      const place = content.box
        ? {}
        : cascadePlace(newItemRect(context.document), context.document.sceneItems);
      editor.editor.send({ type: 'CREATE', itemType: type, start, patch: { ...patch, ...place } });
      const after = editor.editor.getSnapshot().context;
      const made = after.selection.length === 1 ? after.selection[0] : undefined;
      return made !== undefined &&
        findItem(after.document, made) &&
        !findItem(context.document, made)
        ? made
        : null;
    },
    [editor, pickFile, openDialog],
  );

  return { pickRequest, pickFile, finishPick, changeContent, addItem, dialog };
}
