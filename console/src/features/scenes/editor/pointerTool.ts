import { assign, enqueueActions, setup } from 'xstate';
import type { GeometryPatch } from './actions';
import type { EditorEvent } from './editorEvents';
import type { EditorActor } from './editorMachine';
import type { Point, Rect } from './geometry';
import type { ItemTypeLookup } from './itemTypes';
import {
  DEFAULT_POINTER_OPTIONS,
  dragSession,
  handleSession,
  pastThreshold,
  resolveTarget,
  trackPointer,
  type PointerOptions,
  type PointerTarget,
  type Session,
} from './pointerSessions';
import { NO_GUIDES, type Guides } from './snapping';

/** Pointer positions are in percent of the canvas, like the document's geometry. */
export type PointerToolEvent =
  | { type: 'POINTER_DOWN'; point: Point; target?: PointerTarget; shiftKey?: boolean }
  | { type: 'POINTER_MOVE'; point: Point }
  | { type: 'POINTER_UP' }
  /** Escape: cancels a gesture (the document goes back), or clears the selection when idle. */
  | { type: 'CANCEL' };

interface PointerInput {
  editor: EditorActor;
  lookup: ItemTypeLookup;
  options?: Partial<PointerOptions>;
}

interface PointerContext {
  editor: EditorActor;
  lookup: ItemTypeLookup;
  options: PointerOptions;
  origin: Point;
  target: PointerTarget;
  additive: boolean;
  /** The pressed item was selected before the press (a click on it then selects it alone). */
  wasSelected: boolean;
  session: Session | null;
  /** The geometry last sent to the editor in this gesture. */
  patch: GeometryPatch;
  /** Snapping lines to draw while dragging or resizing. */
  guides: Guides;
  /** The marquee and the items it touches, while brushing. */
  brush: { rect: Rect; ids: string[] } | null;
  /** The live angle while rotating, in 15° steps (the document gets the nearest quarter turn). */
  rotation: number | null;
}

/** The editor's document and selection now (read when a press or gesture needs them). */
const editorState = (context: PointerContext) => context.editor.getSnapshot().context;

const movedPast = (context: PointerContext, event: PointerToolEvent) =>
  event.type === 'POINTER_MOVE' && pastThreshold(context.origin, event.point, context.options);

const drag = (context: PointerContext) => {
  const { document, selection } = editorState(context);
  return dragSession(document, selection, context.target, context.lookup);
};

/**
 * A pointer gesture on the document (drag, resize, rotate): the editor hears GESTURE_START when
 * it begins, GESTURE_UPDATE with the absolute geometry on every move, and GESTURE_END (one undo
 * step) on release or GESTURE_CANCEL on Escape (the document goes back, nothing recorded).
 */
const gestureState = {
  entry: ['gestureStart', 'track', 'gestureUpdate'],
  on: {
    POINTER_MOVE: { actions: ['track', 'gestureUpdate'] },
    POINTER_UP: { target: 'idle', actions: 'gestureEnd' },
    CANCEL: { target: 'idle', actions: 'gestureCancel' },
  },
} as const;

const select = (ids: string[], additive: boolean): EditorEvent => ({
  type: 'SELECT',
  ids,
  additive,
});

/**
 * The pointer tool as a state chart, after tldraw's tools: `idle` → `pointing*` (pressed on an
 * item, a resize handle, the rotate handle or the canvas) → past the drag threshold `dragging`,
 * `resizing`, `rotating` or `brushing` → `idle`. It reads the editor's document and selection
 * when a gesture starts and talks to the editor only by events, so each machine is tested alone
 * and both are used from React with useActor/useSelector.
 */
export const pointerToolMachine = setup({
  types: {
    context: {} as PointerContext,
    events: {} as PointerToolEvent,
    input: {} as PointerInput,
  },
  guards: {
    onResizeHandle: ({ context }) => context.target.kind === 'handle',
    onRotateHandle: ({ context }) => context.target.kind === 'rotate',
    onItem: ({ context }) => context.target.kind === 'item',
    startsDrag: ({ context, event }) => movedPast(context, event) && drag(context) !== null,
    pastThreshold: ({ context, event }) => movedPast(context, event),
  },
  actions: {
    press: assign(({ context, event }) => {
      if (event.type !== 'POINTER_DOWN') return {};
      const { document, selection } = editorState(context);
      const target = resolveTarget(document, context.lookup, event.point, event.target);
      const wasSelected = target.kind !== 'canvas' && selection.includes(target.id);
      return { origin: event.point, target, additive: event.shiftKey ?? false, wasSelected };
    }),
    /**
     * Selection on press: shift toggles the pressed item (additive); a plain press on an
     * unselected item selects it alone; a plain press on a selected item keeps the selection, so
     * the whole selection can be dragged (a click without drag narrows it on release).
     */
    selectOnPress: enqueueActions(({ context, enqueue }) => {
      const { target, additive, wasSelected } = context;
      if (target.kind === 'canvas') return;
      const onItem = target.kind === 'item';
      if (onItem && additive) enqueue.sendTo(context.editor, select([target.id], true));
      else if (!wasSelected) enqueue.sendTo(context.editor, select([target.id], false));
    }),
    selectOnClick: enqueueActions(({ context, enqueue }) => {
      const { target, additive, wasSelected } = context;
      if (target.kind === 'item' && !additive && wasSelected)
        enqueue.sendTo(context.editor, select([target.id], false));
      if (target.kind === 'canvas' && !additive) enqueue.sendTo(context.editor, select([], false));
    }),
    startDrag: assign(({ context }) => ({ session: drag(context) })),
    startHandle: assign(({ context }) => ({
      session: handleSession(
        editorState(context).document,
        context.target,
        context.origin,
        context.options.aspectRatio,
      ),
    })),
    track: assign(({ context, event }) =>
      event.type === 'POINTER_MOVE'
        ? trackPointer(
            context.session,
            editorState(context).document,
            context.origin,
            event.point,
            context.options,
          )
        : {},
    ),
    gestureStart: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.editor, { type: 'GESTURE_START' }),
    ),
    gestureUpdate: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.editor, { type: 'GESTURE_UPDATE', patch: context.patch }),
    ),
    gestureEnd: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.editor, { type: 'GESTURE_END' }),
    ),
    gestureCancel: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.editor, { type: 'GESTURE_CANCEL' }),
    ),
    commitBrush: enqueueActions(({ context, enqueue }) => {
      if (!context.brush) return;
      const event = {
        type: 'SELECT_IN_RECT',
        rect: context.brush.rect,
        additive: context.additive,
      };
      enqueue.sendTo(context.editor, event as EditorEvent);
    }),
    clearSelection: enqueueActions(({ context, enqueue }) =>
      enqueue.sendTo(context.editor, { type: 'SELECT', ids: [] }),
    ),
    reset: assign({ session: null, patch: {}, guides: NO_GUIDES, brush: null, rotation: null }),
  },
}).createMachine({
  id: 'pointerTool',
  context: ({ input }) => ({
    editor: input.editor,
    lookup: input.lookup,
    options: { ...DEFAULT_POINTER_OPTIONS, ...input.options },
    origin: { x: 0, y: 0 },
    target: { kind: 'canvas' },
    additive: false,
    wasSelected: false,
    session: null,
    patch: {},
    guides: NO_GUIDES,
    brush: null,
    rotation: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      entry: 'reset',
      on: {
        POINTER_DOWN: { target: 'pressed', actions: 'press' },
        CANCEL: { actions: 'clearSelection' },
      },
    },
    /** Decides at once what the press is on; never rests here. */
    pressed: {
      always: [
        { guard: 'onResizeHandle', target: 'pointingHandle', actions: 'selectOnPress' },
        { guard: 'onRotateHandle', target: 'pointingRotate', actions: 'selectOnPress' },
        { guard: 'onItem', target: 'pointingItem', actions: 'selectOnPress' },
        { target: 'pointingCanvas' },
      ],
    },
    pointingItem: {
      on: {
        // Past the threshold with nothing movable selected, the press just waits for release.
        POINTER_MOVE: { guard: 'startsDrag', target: 'dragging', actions: 'startDrag' },
        POINTER_UP: { target: 'idle', actions: 'selectOnClick' },
        CANCEL: 'idle',
      },
    },
    pointingHandle: {
      on: {
        POINTER_MOVE: { guard: 'pastThreshold', target: 'resizing', actions: 'startHandle' },
        POINTER_UP: 'idle',
        CANCEL: 'idle',
      },
    },
    pointingRotate: {
      on: {
        POINTER_MOVE: { guard: 'pastThreshold', target: 'rotating', actions: 'startHandle' },
        POINTER_UP: 'idle',
        CANCEL: 'idle',
      },
    },
    pointingCanvas: {
      on: {
        POINTER_MOVE: { guard: 'pastThreshold', target: 'brushing', actions: 'track' },
        POINTER_UP: { target: 'idle', actions: 'selectOnClick' },
        CANCEL: 'idle',
      },
    },
    dragging: gestureState,
    resizing: gestureState,
    rotating: gestureState,
    brushing: {
      on: {
        POINTER_MOVE: { actions: 'track' },
        POINTER_UP: { target: 'idle', actions: 'commitBrush' },
        CANCEL: 'idle',
      },
    },
  },
});
