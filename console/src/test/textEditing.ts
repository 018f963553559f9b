import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Typing into a Slate editor in jsdom, the way a browser with `beforeinput` drives it. Import
 * this module before anything that loads slate-react: slate-dom decides at load time whether
 * the browser has `beforeinput`, and jsdom lacks two pieces it checks for.
 */
(InputEvent.prototype as unknown as { getTargetRanges: () => [] }).getTargetRanges = () => [];
Object.defineProperty(HTMLElement.prototype, 'isContentEditable', {
  configurable: true,
  get(this: HTMLElement) {
    return this.closest('[contenteditable]')?.getAttribute('contenteditable') === 'true';
  },
});

/** The DOM text nodes of the editor's leaves, in document order (an empty leaf's is "\uFEFF"). */
function leafTexts(editable: HTMLElement): Text[] {
  return Array.from(
    editable.querySelectorAll('[data-slate-string], [data-slate-zero-width]'),
    (span) => span.firstChild as Text,
  );
}

/**
 * Selects from `anchor` to `focus` (leaf index, offset) as a pointer would, and lets the editor
 * read the selection (its selectionchange handler is throttled: fake setTimeout is advanced).
 */
export async function select(
  editable: HTMLElement,
  anchor: [number, number],
  focus: [number, number] = anchor,
) {
  const texts = leafTexts(editable);
  await act(async () => {
    editable.focus();
    document
      .getSelection()!
      .setBaseAndExtent(texts[anchor[0]]!, anchor[1], texts[focus[0]]!, focus[1]);
    document.dispatchEvent(new Event('selectionchange'));
    vi.advanceTimersByTime(200);
  });
}

/** One input from the keyboard: typed text, Backspace, Delete, Enter... */
async function input(editable: HTMLElement, inputType: string, data?: string) {
  const target = document.getSelection()?.anchorNode?.parentElement ?? editable;
  await act(async () => {
    fireEvent(
      target,
      new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true }),
    );
  });
}

/**
 * Types `text` at the selection. It goes in as one input (as an IME or autocorrect commits a
 * word): Slate leaves single letters to the browser's own editing, which jsdom does not do.
 */
export const type = (editable: HTMLElement, text: string) => input(editable, 'insertText', text);
export const backspace = (editable: HTMLElement) => input(editable, 'deleteContentBackward');
export const enter = (editable: HTMLElement) => input(editable, 'insertParagraph');
