/**
 * Keys typed where the operator writes text (an input, a text area, a select, an editable
 * element) or into a dialog or a menu belong there, not to the canvas: Backspace in the name
 * field must not remove an item, nor Mod+A select every item. Space on a focused button presses
 * it, so it does not also toggle playback.
 */
const TEXT_FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';
/**
 * Dialogs, menus and lists handle their own keys (arrows, Enter, Escape). The canvas's list of
 * items is the exception: its arrow keys are the editor's (they move the selected item).
 */
const OWNS_KEYS =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]:not([data-canvas-items])';
const PRESSABLE = 'button, [role="button"], [role="menuitem"], [role="tab"], a[href]';

export function ignoresShortcuts(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(TEXT_FIELD) || target.closest(OWNS_KEYS)) return true;
  if ((target as HTMLElement).isContentEditable) return true;
  return (key === ' ' || key === 'Enter') && target.closest(PRESSABLE) !== null;
}
