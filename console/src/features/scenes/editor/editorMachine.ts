import type { FieldError, Scene } from '@marquee/sdk/model';
import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { applyGeometry, type GeometryPatch, type NewId } from './actions';
import { applyEdit } from './applyEdit';
import { recordsCheckpoint } from './capturePolicy';
import type { EditEvent, EditorEvent } from './editorEvents';
import {
  DEFAULT_HISTORY_LIMIT,
  emptyHistory,
  pushCheckpoint,
  redo,
  undo,
  type History,
} from './history';
import type { ItemTypeLookup } from './itemTypes';
import { fitPlayback, initialPlayback, setTime, tick, type Playback } from './playback';
import { fitToItems, followsItems, setSceneLength } from './sceneLength';
import { allItemIds, pruneSelection, select, selectInRect } from './selection';

interface EditorInput {
  lookup: ItemTypeLookup;
  newId: NewId;
  /** The document to start with; LOAD replaces it. Absent: an empty placeholder scene. */
  scene?: Scene;
  /** Undo checkpoints kept (default 20); the oldest is dropped past it. */
  historyLimit?: number;
}

/** A pointer gesture in progress: the document it started from and its geometry so far. */
interface GestureState {
  base: Scene;
  patch: GeometryPatch;
}

interface EditorContext {
  document: Scene;
  /** Selected item ids, in the order they were picked. */
  selection: string[];
  history: History;
  historyLimit: number;
  playback: Playback;
  gesture: GestureState | null;
  /** Why the last edit was refused (shown beside the form); empty after one that applied. */
  errors: FieldError[];
  /**
   * The scene's length follows its items (the default) rather than being set by hand. Read
   * from the document when one arrives or undo restores one (followsItems); set by SET_LENGTH
   * and FOLLOW_ITEMS.
   */
  lengthFollowsItems: boolean;
  lookup: ItemTypeLookup;
  newId: NewId;
}

/** Until a scene is loaded the editor holds this; it is never saved (LOAD replaces it). */
const EMPTY_SCENE: Scene = { _id: 'unsaved', name: '', type: 'multimedial', sceneItems: [] };

const EDIT_EVENTS = [
  'CREATE',
  'UPDATE',
  'REMOVE',
  'SWAP_UP',
  'SWAP_DOWN',
  'DUPLICATE',
  'NUDGE',
  'PASTE',
] as const satisfies readonly EditEvent['type'][];

/** A new document keeps the playhead inside it and the selection to ids it still has. */
const documentChange = (context: EditorContext, document: Scene) => ({
  document,
  selection: pruneSelection(document, context.selection),
  playback: fitPlayback(context.playback, document),
});

/** The capture policy applied: record `before` when the event records and the document changed. */
const historyAfter = (context: EditorContext, event: EditorEvent, before: Scene, after: Scene) =>
  recordsCheckpoint(event) && before !== after
    ? pushCheckpoint(context.history, before, context.historyLimit)
    : context.history;

const edit = { actions: 'edit' } as const;

/** A document from outside the editor's own edits (loaded, remote, undone) says how long it is. */
const lengthOf = (document: Scene) => ({ lengthFollowsItems: followsItems(document) });

/**
 * The scene editor. Two parallel regions:
 * - `editing`: `idle` takes discrete edits, undo and redo; `gesturing` is a pointer gesture in
 *   progress, during which discrete edits and undo/redo are ignored (they would fight the
 *   gesture over the document; the gesture ends or is cancelled first);
 * - `playback`: `paused` or `playing`; only a playing editor advances on TICK.
 * What gets recorded for undo is decided by recordsCheckpoint (capturePolicy.ts) alone.
 */
export const editorMachine = setup({
  types: {
    context: {} as EditorContext,
    events: {} as EditorEvent,
    input: {} as EditorInput,
  },
  actions: {
    load: assign(({ event }) => {
      assertEvent(event, 'LOAD');
      return {
        document: event.scene,
        lengthFollowsItems: followsItems(event.scene),
        selection: [],
        history: emptyHistory(),
        gesture: null,
        errors: [],
        playback: initialPlayback(),
      };
    }),
    remoteUpdate: assign(({ context, event }) => {
      assertEvent(event, 'REMOTE_UPDATE');
      return { ...documentChange(context, event.scene), ...lengthOf(event.scene) };
    }),
    /**
     * Someone saved mid-gesture: the gesture continues on top of their document (its patch is
     * absolute, so it re-applies cleanly), and undo after it returns to their version.
     */
    rebaseGesture: assign(({ context, event }) => {
      assertEvent(event, 'REMOTE_UPDATE');
      const patch = context.gesture?.patch ?? {};
      return {
        ...documentChange(context, applyGeometry(event.scene, patch)),
        ...lengthOf(event.scene),
        gesture: { base: event.scene, patch },
      };
    }),
    edit: assign(({ context, event }) => {
      assertEvent(event, EDIT_EVENTS);
      const outcome = applyEdit(context, event);
      return {
        ...documentChange(context, outcome.document),
        selection: outcome.selection,
        errors: outcome.errors,
        history: historyAfter(context, event, context.document, outcome.document),
      };
    }),
    setLength: assign(({ context, event }) => {
      assertEvent(event, 'SET_LENGTH');
      const result = setSceneLength(context.document, event.seconds);
      if (!result.ok) return { errors: result.errors };
      return {
        ...documentChange(context, result.scene),
        lengthFollowsItems: false,
        errors: [],
        history: historyAfter(context, event, context.document, result.scene),
      };
    }),
    followItems: assign(({ context, event }) => {
      const document = fitToItems(context.document);
      return {
        ...documentChange(context, document),
        lengthFollowsItems: true,
        errors: [],
        history: historyAfter(context, event, context.document, document),
      };
    }),
    undo: assign(({ context }) => {
      const step = undo(context.history, context.document);
      if (!step) return {};
      return {
        ...documentChange(context, step.document),
        ...lengthOf(step.document),
        history: step.history,
      };
    }),
    redo: assign(({ context }) => {
      const step = redo(context.history, context.document);
      if (!step) return {};
      return {
        ...documentChange(context, step.document),
        ...lengthOf(step.document),
        history: step.history,
      };
    }),
    beginGesture: assign(({ context }) => ({
      gesture: { base: context.document, patch: {} },
      errors: [],
    })),
    updateGesture: assign(({ context, event }) => {
      assertEvent(event, 'GESTURE_UPDATE');
      const base = context.gesture?.base ?? context.document;
      return {
        ...documentChange(context, applyGeometry(base, event.patch)),
        gesture: { base, patch: event.patch },
      };
    }),
    endGesture: assign(({ context, event }) => ({
      history: context.gesture
        ? historyAfter(context, event, context.gesture.base, context.document)
        : context.history,
      gesture: null,
    })),
    cancelGesture: assign(({ context }) => ({
      ...(context.gesture ? documentChange(context, context.gesture.base) : {}),
      gesture: null,
    })),
    select: assign(({ context, event }) => {
      assertEvent(event, 'SELECT');
      const ids = select(context.selection, event.ids, event.additive ?? false);
      return { selection: pruneSelection(context.document, ids) };
    }),
    selectAll: assign(({ context }) => ({ selection: allItemIds(context.document) })),
    selectInRect: assign(({ context, event }) => {
      assertEvent(event, 'SELECT_IN_RECT');
      const { document, selection } = context;
      return { selection: selectInRect(document, selection, event.rect, event.additive ?? false) };
    }),
    setPlaying: assign(({ context }, playing: boolean) => ({
      playback: { ...context.playback, playing },
    })),
    setTime: assign(({ context, event }) => {
      assertEvent(event, 'SET_TIME');
      return { playback: setTime(context.playback, context.document, event.timeMs) };
    }),
    tick: assign(({ context, event }) => {
      assertEvent(event, 'TICK');
      return { playback: tick(context.playback, context.document, event.ms) };
    }),
  },
}).createMachine({
  id: 'sceneEditor',
  context: ({ input }) => ({
    document: input.scene ?? EMPTY_SCENE,
    selection: [],
    history: emptyHistory(),
    historyLimit: input.historyLimit ?? DEFAULT_HISTORY_LIMIT,
    playback: initialPlayback(),
    gesture: null,
    errors: [],
    lengthFollowsItems: input.scene ? followsItems(input.scene) : true,
    lookup: input.lookup,
    newId: input.newId,
  }),
  type: 'parallel',
  on: {
    SELECT: { actions: 'select' },
    SELECT_ALL: { actions: 'selectAll' },
    SELECT_IN_RECT: { actions: 'selectInRect' },
    SET_TIME: { actions: 'setTime' },
  },
  states: {
    editing: {
      initial: 'idle',
      on: { LOAD: { target: '.idle', actions: 'load' } },
      states: {
        idle: {
          on: {
            CREATE: edit,
            UPDATE: edit,
            REMOVE: edit,
            SWAP_UP: edit,
            SWAP_DOWN: edit,
            DUPLICATE: edit,
            NUDGE: edit,
            PASTE: edit,
            SET_LENGTH: { actions: 'setLength' },
            FOLLOW_ITEMS: { actions: 'followItems' },
            UNDO: { actions: 'undo' },
            REDO: { actions: 'redo' },
            REMOTE_UPDATE: { actions: 'remoteUpdate' },
            GESTURE_START: { target: 'gesturing', actions: 'beginGesture' },
          },
        },
        gesturing: {
          on: {
            GESTURE_UPDATE: { actions: 'updateGesture' },
            GESTURE_END: { target: 'idle', actions: 'endGesture' },
            GESTURE_CANCEL: { target: 'idle', actions: 'cancelGesture' },
            REMOTE_UPDATE: { actions: 'rebaseGesture' },
          },
        },
      },
    },
    playback: {
      initial: 'paused',
      states: {
        paused: {
          entry: { type: 'setPlaying', params: false },
          on: { PLAY: 'playing', TOGGLE_PLAY: 'playing' },
        },
        playing: {
          entry: { type: 'setPlaying', params: true },
          on: {
            PAUSE: 'paused',
            TOGGLE_PLAY: 'paused',
            // A newly opened scene starts paused at 0, like opening a video.
            LOAD: 'paused',
            TICK: { actions: 'tick' },
          },
        },
      },
    },
  },
});

export type EditorActor = ActorRefFrom<typeof editorMachine>;
type EditorSnapshot = SnapshotFrom<typeof editorMachine>;

/** Selectors for `useSelector` in the UI and for tests. */
export const selectDocument = (s: EditorSnapshot) => s.context.document;
export const selectSelection = (s: EditorSnapshot) => s.context.selection;
export const selectCanUndo = (s: EditorSnapshot) =>
  s.matches({ editing: 'idle' }) && s.context.history.past.length > 0;
export const selectCanRedo = (s: EditorSnapshot) =>
  s.matches({ editing: 'idle' }) && s.context.history.future.length > 0;
export const selectPlayback = (s: EditorSnapshot) => s.context.playback;
export const selectLengthFollowsItems = (s: EditorSnapshot) => s.context.lengthFollowsItems;
