import type { EditorEvent } from './editorEvents';
import type { PointerToolEvent } from './pointerTool';
import { NUDGE_STEP_PCT } from './actions';

/**
 * Every keyboard shortcut of the scene editor, as data: the shortcuts dialog lists this table and
 * the key handler looks events up in it, so the two cannot disagree. Only the fields of a
 * KeyboardEvent that matter are read, so it is tested without a DOM.
 */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What a shortcut does: an editor event, a pointer-tool event, or something only the UI can do. */
export type ShortcutCommand =
  | { to: 'editor'; event: EditorEvent }
  | { to: 'pointer'; event: PointerToolEvent }
  /** The system clipboard and dialogs live in the UI; copy/paste go through clipboard.ts. */
  | { to: 'ui'; command: UiCommand };

export type UiCommand = 'copy' | 'paste' | 'showShortcuts';

interface Shortcut {
  id: string;
  /** As shown in the dialog; "Mod" reads Ctrl, or ⌘ on a Mac. */
  keys: readonly string[];
  label: string;
  command: ShortcutCommand;
  /** The UI asks before it runs this one (removal cannot be seen undone from the dialog). */
  confirm?: boolean;
  match(event: KeyLike): boolean;
}

interface Combo {
  key: string;
  /** Ctrl or Cmd: the platform's command key, so one table serves Windows, Linux and macOS. */
  mod?: boolean;
  shift?: boolean;
  /** Keys typed with shift on most layouts ('?') match whatever shift says. */
  anyShift?: boolean;
}

/** Exact modifiers: Mod+Z must not fire on Mod+Shift+Z (redo), nor a plain arrow on Alt+arrow. */
const combo =
  ({ key, mod = false, shift = false, anyShift = false }: Combo) =>
  (event: KeyLike) =>
    event.key.toLowerCase() === key.toLowerCase() &&
    (event.ctrlKey || event.metaKey) === mod &&
    (anyShift || event.shiftKey === shift) &&
    !event.altKey;

const anyOf =
  (...matchers: ((event: KeyLike) => boolean)[]) =>
  (event: KeyLike) =>
    matchers.some((match) => match(event));

const editor = (event: EditorEvent): ShortcutCommand => ({ to: 'editor', event });
const ui = (command: UiCommand): ShortcutCommand => ({ to: 'ui', command });

const nudge = (id: string, key: string, label: string, dx: number, dy: number): Shortcut => ({
  id,
  keys: [key],
  label,
  command: editor({ type: 'NUDGE', dx: dx * NUDGE_STEP_PCT, dy: dy * NUDGE_STEP_PCT }),
  match: combo({ key }),
});

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'remove',
    keys: ['Delete', 'Backspace'],
    label: 'Remove the selected items',
    command: editor({ type: 'REMOVE' }),
    confirm: true,
    match: anyOf(combo({ key: 'Delete' }), combo({ key: 'Backspace' })),
  },
  {
    id: 'undo',
    keys: ['Mod+Z'],
    label: 'Undo',
    command: editor({ type: 'UNDO' }),
    match: combo({ key: 'z', mod: true }),
  },
  {
    id: 'redo',
    keys: ['Mod+Shift+Z', 'Mod+Y'],
    label: 'Redo',
    command: editor({ type: 'REDO' }),
    match: anyOf(combo({ key: 'z', mod: true, shift: true }), combo({ key: 'y', mod: true })),
  },
  {
    id: 'duplicate',
    keys: ['Mod+D'],
    label: 'Duplicate the selected items',
    command: editor({ type: 'DUPLICATE' }),
    match: combo({ key: 'd', mod: true }),
  },
  {
    id: 'copy',
    keys: ['Mod+C'],
    label: 'Copy the selected items',
    command: ui('copy'),
    match: combo({ key: 'c', mod: true }),
  },
  {
    id: 'paste',
    keys: ['Mod+V'],
    label: 'Paste items (into this or another scene)',
    command: ui('paste'),
    match: combo({ key: 'v', mod: true }),
  },
  nudge('nudgeLeft', 'ArrowLeft', 'Move left by 1 %', -1, 0),
  nudge('nudgeRight', 'ArrowRight', 'Move right by 1 %', 1, 0),
  nudge('nudgeUp', 'ArrowUp', 'Move up by 1 %', 0, -1),
  nudge('nudgeDown', 'ArrowDown', 'Move down by 1 %', 0, 1),
  {
    id: 'bringForward',
    keys: ['Mod+]'],
    label: 'Bring forward (one step up)',
    command: editor({ type: 'SWAP_UP' }),
    match: combo({ key: ']', mod: true }),
  },
  {
    id: 'sendBackward',
    keys: ['Mod+['],
    label: 'Send backward (one step down)',
    command: editor({ type: 'SWAP_DOWN' }),
    match: combo({ key: '[', mod: true }),
  },
  {
    id: 'playPause',
    keys: ['Space'],
    label: 'Play or pause the preview',
    command: editor({ type: 'TOGGLE_PLAY' }),
    match: combo({ key: ' ' }),
  },
  {
    id: 'cancel',
    keys: ['Escape'],
    label: 'Cancel the drag, or clear the selection',
    // The pointer tool owns gestures: it cancels one in progress, or clears the selection.
    command: { to: 'pointer', event: { type: 'CANCEL' } },
    match: combo({ key: 'Escape' }),
  },
  {
    id: 'selectAll',
    keys: ['Mod+A'],
    label: 'Select all items',
    command: editor({ type: 'SELECT_ALL' }),
    match: combo({ key: 'a', mod: true }),
  },
  {
    id: 'showShortcuts',
    keys: ['?'],
    label: 'Show keyboard shortcuts',
    command: ui('showShortcuts'),
    match: combo({ key: '?', anyShift: true }),
  },
];

/** The shortcut a key press means, if any (the first match: the table has no overlaps). */
export const shortcutFor = (event: KeyLike): Shortcut | undefined =>
  SHORTCUTS.find((shortcut) => shortcut.match(event));
