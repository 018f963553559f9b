import { slateValueSchema, TEXT_ALIGNS, type TextBlock } from '@marquee/sdk';
import fc from 'fast-check';
import { Editor, Node, Range, Transforms, type Point } from 'slate';
import { HistoryEditor } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { fontSizeToApply, setAlign, setStyle, TOGGLE_MARKS, toggleMark } from './formatting';
import { toggleList } from './lists';
import { cellAt, isCell, isTextBlock, selectionEdgeInCell } from './nodes';
import { editorWith, line, table } from '../../test/textBlocks';
import { insertPlainText, insertTable, setCellStyle } from './withTables';

/**
 * Random edit sequences inside and around tables never produce a
 * document the player's schema (sdk `slateValueSchema`) rejects. Each sequence starts from a
 * document with tables, at a random point, and runs what an operator can do with the keyboard
 * and the toolbar (typing, deleting by character, word or line, Enter, selections, copy and
 * paste, marks, sizes, alignment, lists, tables and their cells, undo and redo); the document
 * is parsed with the sdk schema after every step.
 */

const STARTS: readonly (readonly TextBlock[])[] = [
  [
    table([
      ['', ''],
      ['', ''],
    ]),
    line(),
  ],
  [
    line('before'),
    table([
      ['A1', 'B1'],
      ['A2', 'B2'],
    ]),
    line('after'),
  ],
  [
    {
      type: 'bulleted-list',
      children: [
        { type: 'list-item', children: [{ text: 'one' }] },
        { type: 'list-item', children: [{ text: 'two', bold: true }] },
      ],
    },
    table([
      ['x', 'y'],
      ['z', 'w'],
    ]),
    line('end'),
    table([['last']]),
    line(),
  ],
  [{ type: 'paragraph', children: [{ text: '', fontFamily: 'Roboto', fontSize: 40 }] }],
];

/** A point chosen by two numbers, read against whatever the document is at that step. */
const spot = fc.tuple(fc.nat(), fc.nat());
type Spot = [number, number];

function pointAt(editor: Editor, [which, offset]: Spot): Point {
  const texts = Array.from(Node.texts(editor));
  const [text, path] = texts[which % texts.length]!;
  return { path, offset: offset % (text.text.length + 1) };
}

const unit = fc.constantFrom('character', 'word', 'line', 'block');

const opArb = fc.oneof(
  fc.record({ op: fc.constant('type'), text: fc.stringMatching(/^[ab é]{1,4}$/) }),
  fc.record({ op: fc.constant('deleteBackward'), unit }),
  fc.record({ op: fc.constant('deleteForward'), unit }),
  fc.record({ op: fc.constant('deleteFragment'), backward: fc.boolean() }),
  fc.record({ op: fc.constantFrom('enter', 'softEnter', 'insertTable', 'undo', 'redo') }),
  fc.record({ op: fc.constant('select'), anchor: spot, focus: spot }),
  fc.record({ op: fc.constant('selectCellEdge'), at: spot, end: fc.boolean() }),
  fc.record({ op: fc.constant('copyPaste'), from: spot, to: spot }),
  fc.record({ op: fc.constant('pasteText'), text: fc.constantFrom('x\ny', 'one', '\n\n') }),
  fc.record({ op: fc.constant('mark'), mark: fc.constantFrom(...TOGGLE_MARKS) }),
  fc.record({ op: fc.constant('fontSize'), typed: fc.integer({ min: -10, max: 200 }) }),
  fc.record({ op: fc.constant('style'), colour: fc.constantFrom('#ff0000', '#00ff00') }),
  fc.record({ op: fc.constant('align'), align: fc.constantFrom(...TEXT_ALIGNS) }),
  fc.record({ op: fc.constant('list'), type: fc.constantFrom('bulleted-list', 'numbered-list') }),
  fc.record({
    op: fc.constant('cells'),
    padding: fc.integer({ min: -5, max: 30 }),
    borderWidth: fc.integer({ min: -5, max: 30 }),
  }),
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

function apply(editor: Editor, step: Op) {
  switch (step.op) {
    case 'type':
      return editor.insertText(step.text);
    case 'deleteBackward':
      return editor.deleteBackward(step.unit);
    case 'deleteForward':
      return editor.deleteForward(step.unit);
    case 'deleteFragment':
      return editor.deleteFragment({ direction: step.backward ? 'backward' : 'forward' });
    case 'enter':
      return editor.insertBreak();
    case 'softEnter':
      return editor.insertSoftBreak();
    case 'insertTable':
      return void insertTable(editor);
    case 'undo':
      return HistoryEditor.undo(editor);
    case 'redo':
      return HistoryEditor.redo(editor);
    case 'select':
      return Transforms.select(editor, {
        anchor: pointAt(editor, step.anchor),
        focus: pointAt(editor, step.focus),
      });
    case 'selectCellEdge': {
      // Where the table rules bite: the very start or end of a cell's text.
      const { path } = pointAt(editor, step.at);
      const around =
        Editor.above(editor, { at: path, match: isCell }) ??
        Editor.above(editor, { at: path, match: isTextBlock });
      const edge = around && (step.end ? Editor.end : Editor.start)(editor, around[1]);
      return edge && Transforms.select(editor, edge);
    }
    case 'copyPaste': {
      const fragment = Node.fragment(editor, {
        anchor: pointAt(editor, step.from),
        focus: pointAt(editor, step.to),
      });
      return editor.selection && editor.insertFragment(fragment);
    }
    case 'pasteText':
      return editor.selection && insertPlainText(editor, step.text);
    case 'mark':
      return toggleMark(editor, step.mark);
    case 'fontSize': {
      const size = fontSizeToApply(String(step.typed));
      return size !== null && setStyle(editor, 'fontSize', size);
    }
    case 'style':
      return setStyle(editor, 'color', step.colour);
    case 'align':
      return setAlign(editor, step.align);
    case 'list':
      return void toggleList(editor, step.type);
    case 'cells':
      return setCellStyle(editor, { padding: step.padding, borderWidth: step.borderWidth });
  }
}

/** The steps that must leave a table's document exactly as it was. */
function mustChangeNothing(editor: Editor, step: Op): boolean {
  const { selection } = editor;
  if (!selection) return false;
  if (step.op === 'enter' || step.op === 'softEnter') return selectionEdgeInCell(editor);
  if (!Range.isCollapsed(selection)) return false;
  const cell = cellAt(editor, selection.anchor);
  if (!cell) return false;
  if (step.op === 'deleteBackward') return Editor.isStart(editor, selection.anchor, cell[1]);
  if (step.op === 'deleteForward') return Editor.isEnd(editor, selection.anchor, cell[1]);
  return false;
}

describe('editing inside and around tables', () => {
  it('never leaves a document the player would refuse, nor deletes or breaks at a cell edge', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STARTS),
        spot,
        fc.array(opArb, { minLength: 1, maxLength: 40 }),
        (start, cursor, ops) => {
          const editor = editorWith(start);
          Transforms.select(editor, pointAt(editor, cursor));
          ops.forEach((step, index) => {
            const before = mustChangeNothing(editor, step) && JSON.stringify(editor.children);
            apply(editor, step);
            if (before) expect(JSON.stringify(editor.children)).toBe(before);
            const parsed = slateValueSchema.safeParse(editor.children);
            if (!parsed.success) {
              const done = JSON.stringify(ops.slice(0, index + 1));
              throw new Error(`Refused after ${done}: ${JSON.stringify(editor.children)}`);
            }
            // The selection still points into the document.
            if (editor.selection) expect(Editor.hasRange(editor, editor.selection)).toBe(true);
          });
        },
      ),
      { numRuns: 300, seed: 20_251_125 },
    );
  });
});
