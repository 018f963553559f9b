import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetDefinition } from '@marquee/sdk';
import { readWidgetBody } from '@marquee/sdk';
import { useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { editorFor, MediaFilePicker, type EditorFile } from '../../../widgets';
import {
  findItem,
  selectCanRedo,
  selectCanUndo,
  selectDocument,
  selectPlayback,
  selectSelection,
  type SceneEditor,
} from '../editor';
import { AddItemMenu } from './AddItemMenu';
import type { AspectId, PreviewRotation } from './aspect';
import { CanvasControls } from './CanvasControls';
import { createItemClipboard, type ItemClipboard } from './clipboardAccess';
import { ItemProperties } from './ItemProperties';
import { ItemToolbar } from './ItemToolbar';
import type { PositionUnit } from './positionUnits';
import { SceneCanvas } from './SceneCanvas';
import { SceneTimeline } from './SceneTimeline';
import { colourOf, labelOf, WIDGET_CATALOG } from './sceneWidgets';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useEditorShortcuts } from './useEditorShortcuts';
import { useItemCreation } from './useItemCreation';
import { usePlaybackLoop, type FrameScheduler } from './usePlaybackLoop';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  main: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  stage: { flex: '1 1 560px', minWidth: 0 },
  // Beside the canvas rather than over it, so it never hides an item or its handles; it stays
  // in view while the page scrolls.
  side: {
    flex: '0 1 320px',
    minWidth: '260px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    position: 'sticky',
    top: tokens.spacingVerticalS,
  },
});

export interface SceneWorkspaceProps {
  editor: SceneEditor;
  files: ReadonlyMap<string, EditorFile>;
  addFile: (file: EditorFile) => void;
  aspect: AspectId;
  onAspectChange: (aspect: AspectId) => void;
  /** The types "Add item" offers. */
  offered: readonly WidgetDefinition[];
  positionUnit: PositionUnit;
  onPositionUnitChange: (unit: PositionUnit) => void;
  clipboard?: ItemClipboard;
  frames?: FrameScheduler;
}

/**
 * The scene editor below the page header: controls, the canvas with the selection's floating
 * toolbar, the selected item's properties, and the timeline. Everything is read from the
 * editor machines; every change is an event sent to them.
 */
export function SceneWorkspace(props: SceneWorkspaceProps) {
  const { editor, files } = props;
  const styles = useStyles();
  const actor = editor.editor;
  const document = useSelector(actor, selectDocument);
  const selection = useSelector(actor, selectSelection);
  const playback = useSelector(actor, selectPlayback);
  const canUndo = useSelector(actor, selectCanUndo);
  const canRedo = useSelector(actor, selectCanRedo);
  const errors = useSelector(actor, (s) => s.context.errors);
  const [rotation, setRotation] = useState<PreviewRotation>(0);
  const [confirming, setConfirming] = useState(false);
  const [showingShortcuts, setShowingShortcuts] = useState(false);
  const [defaultClipboard] = useState(() => createItemClipboard());
  const creation = useItemCreation(editor, files, props.addFile);
  const { changeContent } = creation;
  // widgets.md §4: a player that learns its video's length (YouTube) reports it; kept in the
  // body, the type's update sets the item's end from it. A length already known changes nothing.
  const onItemDuration = useCallback(
    (id: string, seconds: number) => {
      const sceneItem = findItem(actor.getSnapshot().context.document, id);
      if (sceneItem && sceneItem.item.body?.duration !== seconds) {
        changeContent(id, { body: { duration: seconds } });
      }
    },
    [actor, changeContent],
  );

  usePlaybackLoop(actor, playback.playing, props.frames);
  const dialogOpen =
    confirming || showingShortcuts || creation.pickRequest !== null || creation.dialog !== null;
  useEditorShortcuts(
    editor,
    props.clipboard ?? defaultClipboard,
    { confirmRemove: () => setConfirming(true), showShortcuts: () => setShowingShortcuts(true) },
    !dialogOpen,
  );

  const single = selection.length === 1 ? findItem(document, selection[0] ?? '') : undefined;
  const toolbar = useMemo(() => {
    if (!single) return null;
    const widget = WIDGET_CATALOG.get(single.item.type);
    return {
      groups: editorFor(single.item.type)?.toolbarGroups ?? [],
      body: widget ? readWidgetBody(widget, single.item.body) : (single.item.body ?? {}),
    };
  }, [single]);

  return (
    <div className={styles.root}>
      <CanvasControls
        aspect={props.aspect}
        onAspectChange={props.onAspectChange}
        rotation={rotation}
        onRotationChange={setRotation}
        canUndo={canUndo}
        canRedo={canRedo}
        onUndo={() => actor.send({ type: 'UNDO' })}
        onRedo={() => actor.send({ type: 'REDO' })}
        onShowShortcuts={() => setShowingShortcuts(true)}
      >
        <AddItemMenu widgets={props.offered} onAdd={(type) => void creation.addItem(type)} />
      </CanvasControls>
      {errors.length > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody data-testid="editor-error">
            {errors.map((e) => e.message).join(' ')}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.main}>
        <div className={styles.stage}>
          <SceneCanvas
            editor={editor}
            document={document}
            selection={selection}
            files={files}
            aspect={props.aspect}
            rotation={rotation}
            timeMs={playback.timeMs}
            playing={playback.playing}
            onItemDuration={onItemDuration}
          />
        </div>
        <div className={styles.side}>
          {selection.length > 0 && (
            <ItemToolbar
              key={selection.join(' ')}
              title={single ? labelOf(single.item.type) : `${selection.length} items`}
              colour={single ? colourOf(single.item.type) : undefined}
              groups={toolbar?.groups ?? []}
              groupProps={
                single && toolbar
                  ? {
                      sceneItem: single,
                      scene: document,
                      body: toolbar.body,
                      file: single.item.fileId ? files.get(single.item.fileId) : undefined,
                      onChange: (change) => creation.changeContent(single._id, change),
                      pickFile: creation.pickFile,
                    }
                  : undefined
              }
              tools={{
                raise: () => actor.send({ type: 'SWAP_UP' }),
                lower: () => actor.send({ type: 'SWAP_DOWN' }),
                duplicate: () => actor.send({ type: 'DUPLICATE' }),
                remove: () => setConfirming(true),
              }}
            />
          )}
          <ItemProperties
            item={single ?? null}
            selectedCount={selection.length}
            aspect={props.aspect}
            unit={props.positionUnit}
            onUnitChange={props.onPositionUnitChange}
            onChange={(id, patch) => actor.send({ type: 'UPDATE', id, patch })}
          />
        </div>
      </div>
      <SceneTimeline
        editor={actor}
        files={files}
        document={document}
        selection={selection}
        timeMs={playback.timeMs}
        playing={playback.playing}
      />
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          actor.send({ type: 'REMOVE' });
        }}
      />
      <ShortcutsDialog open={showingShortcuts} onClose={() => setShowingShortcuts(false)} />
      <MediaFilePicker request={creation.pickRequest} onDone={creation.finishPick} />
      {creation.dialog}
    </div>
  );
}
