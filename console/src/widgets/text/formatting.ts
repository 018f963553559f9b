import {
  TEXT_FONT_SIZE_RANGE,
  RICH_TEXT_DEFAULTS,
  type TextAlign,
  type TextMarks,
} from '@marquee/sdk';
import { Editor, Transforms } from 'slate';
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

/** The size the selection's text shows at: its own, or the rich-text default. */
export const fontSizeAt = (editor: Editor) =>
  marksAt(editor).fontSize ?? RICH_TEXT_DEFAULTS.fontSize;

/** The alignment of the first selected line. */
export function alignAt(editor: Editor): TextAlign {
  if (!editor.selection) return 'left';
  const [entry] = Editor.nodes(editor, { match: isTextBlock });
  return entry?.[0].align ?? 'left';
}

export function setAlign(editor: Editor, align: TextAlign) {
  Transforms.setNodes(editor, { align }, { match: isTextBlock });
}
