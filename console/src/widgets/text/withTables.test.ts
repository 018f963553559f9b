import { slateValueSchema } from '@marquee/sdk';
import { Editor, Element, Transforms, type Point } from 'slate';
import { describe, expect, it } from 'vitest';
import { cellTexts, editorWith, line, table } from '../../test/textBlocks';
import { insertTable, NEW_TABLE_SIZE, setCellStyle } from './withTables';

const cellStart = (row: number, column: number, tableAt = 0): Point => ({
  path: [tableAt, row, column, 0, 0],
  offset: 0,
});

describe('the table rules', () => {
  it('does nothing on Backspace at the start of a cell, nor on Delete at its end', () => {
    const editor = editorWith([
      table([
        ['A1', 'B1'],
        ['A2', 'B2'],
      ]),
      line(),
    ]);
    Transforms.select(editor, cellStart(0, 1));
    editor.deleteBackward('character');
    Transforms.select(editor, cellStart(1, 0));
    editor.deleteBackward('word');
    Transforms.select(editor, { path: [0, 0, 0, 0, 0], offset: 2 });
    editor.deleteForward('character');
    expect(cellTexts(editor, [0])).toEqual([
      ['A1', 'B1'],
      ['A2', 'B2'],
    ]);
    // Inside a cell, deleting works as anywhere else.
    editor.deleteBackward('character');
    expect(cellTexts(editor, [0])[0]).toEqual(['A', 'B1']);
  });

  it('keeps the table when Backspace is pressed just after it or Delete just before it', () => {
    const editor = editorWith([line('before'), table([['A1']]), line('after')]);
    Transforms.select(editor, Editor.start(editor, [2]));
    editor.deleteBackward('character');
    Transforms.select(editor, Editor.end(editor, [0]));
    editor.deleteForward('character');
    expect(editor.children).toEqual([line('before'), table([['A1']]), line('after')]);
  });

  it('inserts nothing on Enter or Shift+Enter in a cell', () => {
    const editor = editorWith([table([['A1']]), line()]);
    Transforms.select(editor, { path: [0, 0, 0, 0, 0], offset: 1 });
    editor.insertBreak();
    editor.insertSoftBreak();
    expect(editor.children).toEqual([table([['A1']]), line()]);
  });

  it('replaces the text of a selection across cells and keeps every cell', () => {
    const editor = editorWith([
      table([
        ['A1', 'B1'],
        ['A2', 'B2'],
      ]),
      line('tail'),
    ]);
    Transforms.select(editor, {
      anchor: { path: [0, 0, 0, 0, 0], offset: 1 },
      focus: { path: [1, 0], offset: 2 },
    });
    editor.insertText('x');
    expect(cellTexts(editor, [0])).toEqual([
      ['Ax', ''],
      ['', ''],
    ]);
    expect(Editor.string(editor, [1])).toBe('il');
  });

  it('removes a table wholly inside a deleted selection', () => {
    const editor = editorWith([line('one'), table([['A1']]), line('two'), table([['X']]), line()]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 1 },
      focus: { path: [3, 0, 0, 0, 0], offset: 1 },
    });
    editor.deleteFragment();
    expect(editor.children.map((block) => Element.isElement(block) && block.type)).toEqual([
      'paragraph',
      'table',
      'paragraph',
    ]);
    expect(Editor.string(editor, [0])).toBe('o');
  });

  it('inserts a 2 × 2 table only outside a table, in place of an empty line', () => {
    const editor = editorWith([line()]);
    Transforms.select(editor, Editor.start(editor, []));
    expect(insertTable(editor)).toBe(true);
    expect(cellTexts(editor, [0])).toEqual(
      Array.from({ length: NEW_TABLE_SIZE.rows }, () => Array(NEW_TABLE_SIZE.columns).fill('')),
    );
    // The cursor is in the first cell, and a line follows the table.
    expect(editor.selection?.anchor.path).toEqual([0, 0, 0, 0, 0]);
    expect(editor.children[1]).toEqual(line());
    expect(insertTable(editor)).toBe(false);
    expect(editor.children).toHaveLength(2);
  });

  it('pastes text, not structure, into a cell', () => {
    const editor = editorWith([table([['A1']]), line()]);
    const copied = [table([['X', 'Y']]), line('two')];
    Transforms.select(editor, { path: [0, 0, 0, 0, 0], offset: 2 });
    editor.insertFragment(structuredClone(copied));
    expect(cellTexts(editor, [0])).toEqual([['A1X Y two']]);
    expect(slateValueSchema.safeParse(editor.children).success).toBe(true);
  });

  it('styles the selected cells within the spec limits', () => {
    const editor = editorWith([table([['A1', 'B1']]), line()]);
    Transforms.select(editor, {
      anchor: cellStart(0, 0),
      focus: { path: [0, 0, 1, 0, 0], offset: 1 },
    });
    setCellStyle(editor, { padding: 35, borderWidth: -2, borderColor: '#ff0000' });
    const cells = (editor.children[0] as Extract<(typeof editor.children)[0], { type: 'table' }>)
      .children[0]!.children;
    expect(cells.map(({ padding, borderWidth }) => [padding, borderWidth])).toEqual([
      [20, 0],
      [20, 0],
    ]);
  });
});
