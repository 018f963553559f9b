import type { Scene } from '@marquee/sdk/model';

/**
 * Undo history as two stacks of whole documents (checkpoints). Scene documents are immutable and
 * share unchanged items, so a checkpoint costs little, and undo is an exact restore rather than
 * an inverse operation that could drift.
 */
export interface History {
  /** Documents before each recorded action, oldest first. */
  past: Scene[];
  /** Documents undone, most recently undone last. */
  future: Scene[];
}

/** About 20 checkpoints, as the spec asks; configurable so long replays can be tested. */
export const DEFAULT_HISTORY_LIMIT = 20;

export const emptyHistory = (): History => ({ past: [], future: [] });

/**
 * Records the document before an action. A new action clears the redo stack (the undone branch
 * is gone), and past the limit the oldest checkpoint is dropped.
 */
export function pushCheckpoint(history: History, before: Scene, limit: number): History {
  const past = [...history.past, before];
  return { past: past.length > limit ? past.slice(past.length - limit) : past, future: [] };
}

/** The document to return to and the history after it, or undefined with nothing to undo. */
export function undo(
  history: History,
  current: Scene,
): { document: Scene; history: History } | undefined {
  const document = history.past.at(-1);
  if (!document) return undefined;
  return {
    document,
    history: { past: history.past.slice(0, -1), future: [...history.future, current] },
  };
}

export function redo(
  history: History,
  current: Scene,
): { document: Scene; history: History } | undefined {
  const document = history.future.at(-1);
  if (!document) return undefined;
  return {
    document,
    history: { past: [...history.past, current], future: history.future.slice(0, -1) },
  };
}
