import type { EditorEvent, EditorEventType } from './editorEvents';

/**
 * The undo capture policy, in one place. An event that records a checkpoint pushes the document
 * from before it onto the undo stack, and that clears the redo stack (a new action discards the
 * undone branch). A recording event that leaves the document as it was (an invalid update, a
 * swap at the top, a nudge against the edge) records nothing, so undo never has empty steps.
 *
 * It is a table keyed by every event type, so adding an event without deciding its policy does
 * not compile.
 */
const CHECKPOINT_POLICY: Readonly<Record<EditorEventType, boolean>> = {
  // Every discrete action is one checkpoint.
  CREATE: true,
  UPDATE: true,
  REMOVE: true,
  SWAP_UP: true,
  SWAP_DOWN: true,
  DUPLICATE: true,
  NUDGE: true,
  PASTE: true,
  // Setting the scene's length, or handing it back to its items, is one step to undo.
  SET_LENGTH: true,
  FOLLOW_ITEMS: true,
  // A drag, resize or rotation is ONE checkpoint, committed when the gesture ends; the document
  // from before GESTURE_START is what undo returns to. Its many updates record nothing.
  GESTURE_START: false,
  GESTURE_UPDATE: false,
  GESTURE_END: true,
  // A cancelled gesture restores its base: nothing happened, nothing to undo.
  GESTURE_CANCEL: false,
  // Loading a document and other people's saves are not the operator's actions: never recorded
  // (undo must not revert a colleague's change or "unload" the scene).
  LOAD: false,
  REMOTE_UPDATE: false,
  // Selection and playback do not change the document; undo/redo move along the history itself.
  SELECT: false,
  SELECT_ALL: false,
  SELECT_IN_RECT: false,
  UNDO: false,
  REDO: false,
  PLAY: false,
  PAUSE: false,
  TOGGLE_PLAY: false,
  SET_TIME: false,
  TICK: false,
};

export const recordsCheckpoint = (event: EditorEvent): boolean => CHECKPOINT_POLICY[event.type];
