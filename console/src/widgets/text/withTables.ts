import {
  TEXT_CELL_SPACING_RANGE,
  type TextMarks,
  type TextTable,
  type TextTableCell,
} from '@marquee/sdk';
import { Editor, Node, Path, Range, Transforms } from 'slate';
import {
  cellAt,
  isCell,
  isParagraph,
  isTextBlock,
  selectionEdgeInCell,
  touchesTable,
} from './nodes';

/**
 * The table rules, as a Slate plugin:
 * - Backspace at the start of a cell and Delete at its end do nothing: cells are isolated
 *   (Slate's `isIsolated`), so a deletion never reaches past a cell's edge, neither merging
 *   cells nor pulling the text after a table into it.
 * - A selection across cells, or into or out of a table, deletes text only: the cells and rows
 *   stay (blocks wholly between its ends are removed, a table among them).
 * - Enter (and Shift+Enter) in a cell inserts nothing: a cell's line does not break.
 * - Pasting inserts the clipboard's text, never its structure (a table inside a cell).
 */
export function withTables(editor: Editor): Editor {
  const { delete: deleteAt, insertBreak, insertSoftBreak, isIsolated } = editor;

  editor.isIsolated = (element) => element.type === 'table-cell' || isIsolated(element);

  editor.delete = (options = {}) => {
    const at = options.at ?? editor.selection;
    if (at && Range.isRange(at) && Range.isExpanded(at) && crossesCells(editor, at)) {
      deleteTextAcross(editor, at, deleteAt, options.at == null);
    } else {
      deleteAt(options);
    }
  };

  editor.insertBreak = () => {
    if (!selectionEdgeInCell(editor)) insertBreak();
  };
  editor.insertSoftBreak = () => {
    if (!selectionEdgeInCell(editor)) insertSoftBreak();
  };

  editor.insertFragment = (fragment, options) => {
    if (options?.at) Transforms.select(editor, options.at);
    insertPlainText(editor, linesOf(fragment).join('\n'));
  };
  // Only an editor on a page (slate-react) reads the clipboard's plain text.
  if (typeof editor.insertTextData === 'function') {
    editor.insertTextData = (data) => {
      const text = data.getData('text/plain');
      if (!text) return false;
      insertPlainText(editor, text);
      return true;
    };
  }
  return editor;
}

/** Whether a range's ends lie in different cells, or one in a cell and one outside. */
function crossesCells(editor: Editor, range: Range): boolean {
  const [startCell, endCell] = Range.edges(range).map((point) => cellAt(editor, point));
  if (!startCell && !endCell) return false;
  return !(startCell && endCell && Path.equals(startCell[1], endCell[1]));
}

/**
 * Deletes a range that crosses cells without touching the table's structure: the top-level
 * blocks wholly between its ends go, and in the blocks at its ends only the selected text.
 */
function deleteTextAcross(
  editor: Editor,
  range: Range,
  deleteAt: Editor['delete'],
  select: boolean,
) {
  const [start, end] = Range.edges(range);
  const startTop = start.path[0]!;
  const endTop = end.path[0]!;
  Editor.withoutNormalizing(editor, () => {
    const pieces = Array.from(Editor.nodes(editor, { at: range, match: isTextBlock }))
      .filter(([, path]) => path[0] === startTop || path[0] === endTop)
      .map(([, path]) => Range.intersection(range, Editor.range(editor, path)))
      .filter((piece): piece is Range => piece !== null && Range.isExpanded(piece))
      .map((piece) => Editor.rangeRef(editor, piece));
    const startRef = Editor.pointRef(editor, start);
    for (let index = endTop - 1; index > startTop; index--) {
      Transforms.removeNodes(editor, { at: [index] });
    }
    // Each piece lies in one line, so deleting it merges nothing.
    for (const piece of pieces.reverse()) {
      const at = piece.unref();
      if (at) deleteAt({ at });
    }
    const point = startRef.unref();
    if (select && point) Transforms.select(editor, point);
  });
}

/** The text lines of a fragment (a copied selection), in order. */
function linesOf(nodes: readonly Node[]): string[] {
  return nodes.flatMap((node) =>
    isTextBlock(node) || !('children' in node) ? [Node.string(node)] : linesOf(node.children),
  );
}

/** Text typed or pasted in: one line per paragraph outside tables, one line inside a cell. */
export function insertPlainText(editor: Editor, text: string) {
  const lines = text.split(/\r\n|\r|\n/);
  if (selectionEdgeInCell(editor)) {
    editor.insertText(lines.join(' '));
    return;
  }
  lines.forEach((line, index) => {
    if (index > 0) editor.insertBreak();
    if (line !== '') editor.insertText(line);
  });
}

/** A new table is 2 × 2. */
export const NEW_TABLE_SIZE = { rows: 2, columns: 2 } as const;

/** A table of empty cells whose text will be written with `marks` (the style at the cursor). */
function newTable(marks: TextMarks = {}, size = NEW_TABLE_SIZE): TextTable {
  const cell = (): TextTableCell => ({
    type: 'table-cell',
    children: [{ type: 'paragraph', children: [{ text: '', ...marks }] }],
  });
  return {
    type: 'table',
    children: Array.from({ length: size.rows }, () => ({
      type: 'table-row',
      children: Array.from({ length: size.columns }, cell),
    })),
  };
}

/**
 * Inserts a 2 × 2 table after the block the selection ends in (in place of that block when it
 * is an empty paragraph), or at the end without a selection, and puts the cursor in its first
 * cell. Refused (false) when the selection touches a table: tables are inserted only outside.
 */
export function insertTable(editor: Editor): boolean {
  if (touchesTable(editor)) return false;
  const { selection } = editor;
  const marks = (selection && Editor.marks(editor)) ?? {};
  const index = selection ? Range.end(selection).path[0]! : editor.children.length - 1;
  const block = editor.children[index];
  const replaces = !!block && isParagraph(block) && Editor.isEmpty(editor, block);
  const at = replaces ? index : index + 1;
  Editor.withoutNormalizing(editor, () => {
    if (replaces) Transforms.removeNodes(editor, { at: [index] });
    Transforms.insertNodes(editor, newTable(marks), { at: [at] });
    Transforms.select(editor, Editor.start(editor, [at, 0, 0]));
  });
  return true;
}

type CellStyle = Partial<
  Pick<TextTableCell, 'padding' | 'borderWidth' | 'borderColor' | 'borderStyle'>
>;

/** A padding or border width as a cell takes it: whole pixels, 0 to 20. */
export const clampCellSpacing = (value: number) =>
  Math.min(TEXT_CELL_SPACING_RANGE.max, Math.max(TEXT_CELL_SPACING_RANGE.min, Math.round(value)));

/** Styles every cell the selection is in or crosses. */
export function setCellStyle(editor: Editor, style: CellStyle) {
  const clamped: CellStyle = { ...style };
  if (style.padding !== undefined) clamped.padding = clampCellSpacing(style.padding);
  if (style.borderWidth !== undefined) clamped.borderWidth = clampCellSpacing(style.borderWidth);
  Transforms.setNodes(editor, clamped, { match: isCell });
}
