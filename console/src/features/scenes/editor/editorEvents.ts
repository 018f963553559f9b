import type { Scene } from '@marquee/sdk/model';
import type { GeometryPatch, ItemPatch } from './actions';
import type { Rect } from './geometry';

/**
 * Every event the scene editor machine accepts. Events that act on "the selected items" take
 * optional ids: absent means the current selection, so keyboard shortcuts can be plain data.
 */
export type EditorEvent =
  /** Opens a document: replaces it, clears the history and the selection. Never undoable. */
  | { type: 'LOAD'; scene: Scene }
  /** Someone else saved: replaces the document, keeps the selected ids that still exist. */
  | { type: 'REMOTE_UPDATE'; scene: Scene }
  /** A new item of a type at the defaults; `start` in seconds (0 when absent). */
  /**
   * A new item at the defaults; `patch` (its content: a picked file, a body) applies in the same
   * step, so creating an item with its content is one checkpoint and one undo.
   */
  | { type: 'CREATE'; itemType: string; start?: number; patch?: ItemPatch }
  | { type: 'UPDATE'; id: string; patch: ItemPatch }
  | { type: 'REMOVE'; ids?: readonly string[] }
  | { type: 'SWAP_UP'; ids?: readonly string[] }
  | { type: 'SWAP_DOWN'; ids?: readonly string[] }
  | { type: 'DUPLICATE'; ids?: readonly string[] }
  /** Keyboard movement in percent of the canvas (the arrows send ±1). */
  | { type: 'NUDGE'; dx: number; dy: number; ids?: readonly string[] }
  /** Pastes what copyItems wrote (see clipboard.ts); a foreign string is refused. */
  | { type: 'PASTE'; text: string }
  /**
   * The scene's length set by hand, in seconds; refused below the latest item end (the length
   * field says why before sending it). The scene then keeps it as items change.
   */
  | { type: 'SET_LENGTH'; seconds: number }
  /** The scene's length follows its items again: it becomes their latest end at once. */
  | { type: 'FOLLOW_ITEMS' }
  /** Click selection: plain replaces, additive (shift) toggles. `ids: []` clears. */
  | { type: 'SELECT'; ids: readonly string[]; additive?: boolean }
  | { type: 'SELECT_ALL' }
  /** Marquee selection: the items touching a rect in percent; additive adds to the selection. */
  | { type: 'SELECT_IN_RECT'; rect: Rect; additive?: boolean }
  | { type: 'UNDO' }
  | { type: 'REDO' }
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE_PLAY' }
  | { type: 'SET_TIME'; timeMs: number }
  /** Elapsed time while playing (from requestAnimationFrame in the UI, numbers in tests). */
  | { type: 'TICK'; ms: number }
  /** A pointer gesture (drag, resize, rotate) begins; the current document is its base. */
  | { type: 'GESTURE_START' }
  /** The gesture's geometry so far, absolute, applied to the base (see applyGeometry). */
  | { type: 'GESTURE_UPDATE'; patch: GeometryPatch }
  /** The gesture is done: one checkpoint for all of it. */
  | { type: 'GESTURE_END' }
  /** Escape mid-gesture: back to the base document, nothing recorded. */
  | { type: 'GESTURE_CANCEL' };

export type EditorEventType = EditorEvent['type'];

/** The discrete document edits: each is one undo step when it changes the document. */
export type EditEvent = Extract<
  EditorEvent,
  {
    type:
      'CREATE' | 'UPDATE' | 'REMOVE' | 'SWAP_UP' | 'SWAP_DOWN' | 'DUPLICATE' | 'NUDGE' | 'PASTE';
  }
>;
