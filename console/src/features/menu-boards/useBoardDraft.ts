import { useEffect, useMemo, useState } from 'react';
import { keepDraft, readKeptDraft } from '../../kit/keptDraft';
import { useUnsavedWarning } from '../../kit/useUnsavedWarning';
import type { DraftCategory } from './boardDraft';

/** What the board form holds: the board's name, its date (a daily board's) and its meals. */
export interface BoardDraft {
  name: string;
  menuDate: string;
  categories: DraftCategory[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A meal as the form keeps it: its texts and flags; `stored` is what it edits, or null. */
const isMeal = (value: unknown): boolean =>
  isObject(value) &&
  ['name', 'description', 'price', 'allergens', 'pictograms'].every(
    (field) => typeof value[field] === 'string',
  ) &&
  typeof value.isSoldOut === 'boolean' &&
  (value.stored === null || isObject(value.stored)) &&
  Array.isArray(value.extras) &&
  value.extras.every(
    (extra) =>
      isObject(extra) &&
      typeof extra.title === 'string' &&
      typeof extra.price === 'string' &&
      typeof extra.allergens === 'string' &&
      typeof extra.isSoldOut === 'boolean',
  );

/** A board draft read back from the tab, in the shape this form writes (anything else is dropped). */
export const isBoardDraft = (value: unknown): value is BoardDraft =>
  isObject(value) &&
  typeof value.name === 'string' &&
  typeof value.menuDate === 'string' &&
  Array.isArray(value.categories) &&
  value.categories.every(
    (category) =>
      isObject(category) &&
      typeof category.title === 'string' &&
      Array.isArray(category.meals) &&
      category.meals.every(isMeal),
  );

/**
 * A menu board's edits before Save, measured against `saved` (the board as stored, or an empty
 * one). Edits left unsaved by leaving the page are kept in the tab under `keptKey` and come back
 * with it (`restored` says so); closing the tab with edits asks first.
 */
export function useBoardDraft(keptKey: string, saved: BoardDraft) {
  const [kept] = useState(() => readKeptDraft(keptKey, isBoardDraft));
  const [draft, setDraft] = useState<BoardDraft>(() => kept ?? saved);
  const [restored, setRestored] = useState(kept !== undefined);
  const savedText = useMemo(() => JSON.stringify(saved), [saved]);
  // Set once a new board is created: the page moves to the board's own address, and the edits
  // made under the "new board" key are not to come back on the next new board.
  const [done, setDone] = useState(false);
  const changed = !done && JSON.stringify(draft) !== savedText;
  useUnsavedWarning(changed);
  useEffect(() => keepDraft(keptKey, changed ? draft : undefined), [keptKey, changed, draft]);
  return {
    draft,
    /** Changes one part of the draft. */
    edit: (part: Partial<BoardDraft>) => setDraft((current) => ({ ...current, ...part })),
    changed,
    /** Edits kept from an earlier visit are on the page, not yet saved. */
    restored: restored && changed,
    /** Back to the board as stored. */
    discard: () => {
      setDraft(saved);
      setRestored(false);
    },
    /** The board as the server saved it. */
    saved: (board: BoardDraft) => {
      setDraft(board);
      setRestored(false);
    },
    /** A new board was created: nothing is kept under this key any more. */
    created: () => {
      setDone(true);
      keepDraft(keptKey, undefined);
      setRestored(false);
    },
  };
}
