import {
  TEXT_FONT_SIZE_RANGE,
  RICH_TEXT_DEFAULTS,
  type TextAlign,
  type TextMarks,
} from '@marquee/sdk';
import { Editor, Node, Range, Text, Transforms } from 'slate';
import { isTextBlock } from './nodes';

/** The on/off marks of the toolbar, in its order. */
export const TOGGLE_MARKS = ['bold', 'italic', 'underline', 'strikethrough'] as const;
export type ToggleMark = (typeof TOGGLE_MARKS)[number];

/** The marks the selection's text carries (or that typing at the cursor will carry). */
export const marksAt = (editor: Editor): TextMarks =>
  (editor.selection && Editor.marks(editor)) ?? {};

export const isMarkActive = (editor: Editor, mark: ToggleMark) => marksAt(editor)[mark] === true;

export function toggleMark(editor: Editor, mark: ToggleMark) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** Sets a valued mark (colour, size, family) on the selection. */
export function setStyle<K extends 'color' | 'fontSize' | 'fontFamily'>(
  editor: Editor,
  key: K,
  value: NonNullable<TextMarks[K]>,
) {
  Editor.addMark(editor, key, value);
}

/**
 * The font size input takes 6 to 120 and only values above 0 are applied. So
 * what is typed is a size to apply (clamped, whole pixels), or null: nothing changes.
 */
export function fontSizeToApply(typed: string): number | null {
  const value = Number(typed.trim().replace(',', '.'));
  if (typed.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
  return Math.min(TEXT_FONT_SIZE_RANGE.max, Math.max(TEXT_FONT_SIZE_RANGE.min, Math.round(value)));
}

/** Whether some text is selected (not just a caret, nor nothing). */
const hasSelectedText = (editor: Editor) =>
  editor.selection !== null && !Range.isCollapsed(editor.selection);

/** The size of the item's first piece of text: what the whole item shows at when unstyled. */
function firstLeafSize(editor: Editor): number | undefined {
  for (const [leaf] of Node.texts(editor)) return leaf.fontSize;
  return undefined;
}

/**
 * The size the font size field shows: the selected text's, or with no text selected the
 * whole item's (its first text's), the rich-text default where nothing sets one.
 */
export const fontSizeAt = (editor: Editor) =>
  (hasSelectedText(editor) ? marksAt(editor).fontSize : firstLeafSize(editor)) ??
  RICH_TEXT_DEFAULTS.fontSize;

/**
 * Applies a font size: to the selected text, or with no text selected (a caret, or the text
 * never clicked into) to all of the item's text, which is what an operator means by resizing
 * the text of an item.
 */
export function setFontSize(editor: Editor, size: number) {
  if (hasSelectedText(editor)) {
    Editor.addMark(editor, 'fontSize', size);
    return;
  }
  Transforms.setNodes(editor, { fontSize: size }, { at: [], match: Text.isText });
  // What is typed next at the caret takes the new size too.
  if (editor.marks) editor.marks = { ...editor.marks, fontSize: size };
}

/** The alignment of the first selected line. */
export function alignAt(editor: Editor): TextAlign {
  if (!editor.selection) return 'left';
  const [entry] = Editor.nodes(editor, { match: isTextBlock });
  return entry?.[0].align ?? 'left';
}

export function setAlign(editor: Editor, align: TextAlign) {
  Transforms.setNodes(editor, { align }, { match: isTextBlock });
}
