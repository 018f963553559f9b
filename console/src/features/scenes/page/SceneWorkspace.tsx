import {
  MessageBar,
  MessageBarBody,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { WidgetDefinition } from '@marquee/sdk';
import { useSelector } from '@xstate/react';
import { useCallback, useId, useRef, useState, type RefObject } from 'react';
import { ConfirmDialog } from '../../../kit/ConfirmDialog';
import { MediaFilePicker, type EditorFile } from '../../../widgets';
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
import { LiveRegion, useAnnouncer, useVisuallyHiddenStyles } from './liveRegion';
import type { PositionUnit } from './positionUnits';
import { SceneCanvas } from './SceneCanvas';
import { SceneTimeline } from './SceneTimeline';
import { labelOf } from './sceneWidgets';
import { SelectionPanel } from './SelectionPanel';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useEditorShortcuts } from './useEditorShortcuts';
import { useItemCreation } from './useItemCreation';
import { useNudgeAnnouncement } from './useNudgeAnnouncement';
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
  // Out of sight until focused: the first Tab on the workspace offers to jump past the canvas
  // and the item's tools to the timeline.
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { position: 'static', left: 'auto' },
  },
  timeline: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface SceneWorkspaceProps {
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
  const { announcement, announce } = useAnnouncer();
  const timeline = useRef<HTMLDivElement>(null);
  const timelineId = useId();
  const hidden = useVisuallyHiddenStyles();
  const { focusRequest, addItem, focusCanvas } = useCanvasFocus(creation.addItem, announce);
  const nudged = useNudgeAnnouncement(editor, announce, {
    unit: props.positionUnit,
    aspect: props.aspect,
  });
  const onItemDuration = useItemDurationReport(actor, creation.changeContent);

  usePlaybackLoop(actor, playback.playing, props.frames);
  const dialogOpen =
    confirming || showingShortcuts || creation.pickRequest !== null || creation.dialog !== null;
  useEditorShortcuts(
    editor,
    props.clipboard ?? defaultClipboard,
    {
      confirmRemove: () => setConfirming(true),
      showShortcuts: () => setShowingShortcuts(true),
      nudged,
    },
    !dialogOpen,
  );

  return (
    <div className={styles.root}>
      <SkipToTimeline timelineId={timelineId} timeline={timeline} />
      <h2 className={hidden.hidden}>Canvas</h2>
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
        <AddItemMenu widgets={props.offered} onAdd={(type) => void addItem(type)} />
      </CanvasControls>
      {errors.length > 0 && <EditorErrors errors={errors} />}
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
            focusRequest={focusRequest}
          />
        </div>
        <div className={styles.side}>
          <SelectionPanel
            editor={editor}
            document={document}
            selection={selection}
            files={files}
            creation={creation}
            aspect={props.aspect}
            positionUnit={props.positionUnit}
            onPositionUnitChange={props.onPositionUnitChange}
            onRemove={() => setConfirming(true)}
          />
        </div>
      </div>
      <div ref={timeline} id={timelineId} tabIndex={-1} className={styles.timeline}>
        <Subtitle2 as="h2">Timeline</Subtitle2>
        <SceneTimeline
          editor={actor}
          files={files}
          document={document}
          selection={selection}
          timeMs={playback.timeMs}
          playing={playback.playing}
        />
      </div>
      <LiveRegion testId="editor-announcement" {...announcement} />
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          actor.send({ type: 'REMOVE' });
          // The removed item had the focus (or its toolbar did): the canvas takes it back.
          focusCanvas();
        }}
      />
      <ShortcutsDialog open={showingShortcuts} onClose={() => setShowingShortcuts(false)} />
      <MediaFilePicker request={creation.pickRequest} onDone={creation.finishPick} />
      {creation.dialog}
    </div>
  );
}

/**
 * Where the canvas's focus goes next: a new item is selected, focused on the canvas (the arrows
 * move it at once) and announced; after a removal the canvas's Tab stop takes the focus back.
 */
function useCanvasFocus(
  createItem: ReturnType<typeof useItemCreation>['addItem'],
  announce: (text: string) => void,
) {
  const [focusRequest, setFocusRequest] = useState<{ id: string; seq: number } | null>(null);
  const addItem = useCallback(
    async (type: string) => {
      const id = await createItem(type);
      if (id === null) return;
      announce(`${labelOf(type)} item added`);
      setFocusRequest((last) => ({ id, seq: (last?.seq ?? 0) + 1 }));
    },
    [createItem, announce],
  );
  const focusCanvas = () => setFocusRequest((last) => ({ id: '', seq: (last?.seq ?? 0) + 1 }));
  return { focusRequest, addItem, focusCanvas };
}

/** Out of sight until focused: the first Tab on the workspace offers to jump to the timeline. */
function SkipToTimeline({
  timelineId,
  timeline,
}: {
  timelineId: string;
  timeline: RefObject<HTMLDivElement | null>;
}) {
  const styles = useStyles();
  return (
    <a
      className={styles.skip}
      href={`#${timelineId}`}
      onClick={(event) => {
        event.preventDefault();
        timeline.current?.focus();
      }}
    >
      Skip to the timeline
    </a>
  );
}

/** What the editor refused, in words, above the canvas. */
function EditorErrors({ errors }: { errors: readonly { message: string }[] }) {
  return (
    <MessageBar intent="warning">
      <MessageBarBody data-testid="editor-error">
        {errors.map((e) => e.message).join(' ')}
      </MessageBarBody>
    </MessageBar>
  );
}

/**
 * A player that learns its video's length (YouTube) reports it; kept in the body, the type's
 * update sets the item's end from it. A length already known changes nothing.
 */
function useItemDurationReport(
  actor: SceneEditor['editor'],
  changeContent: ReturnType<typeof useItemCreation>['changeContent'],
) {
  return useCallback(
    (id: string, seconds: number) => {
      const sceneItem = findItem(actor.getSnapshot().context.document, id);
      if (sceneItem && sceneItem.item.body?.duration !== seconds) {
        changeContent(id, { body: { duration: seconds } });
      }
    },
    [actor, changeContent],
  );
}
