import type { TextBlock } from '@marquee/sdk';
import { createEditor, Editor, type Descendant, type Path } from 'slate';
import { withHistory } from 'slate-history';
import { withTextRules } from '../widgets/text/textEditor';

/** Documents and editors for the text rules' tests: no DOM, the same rules as the console. */

export const line = (text = ''): TextBlock => ({ type: 'paragraph', children: [{ text }] });

export const table = (rows: readonly (readonly string[])[]): TextBlock => ({
  type: 'table',
  children: rows.map((cells) => ({
    type: 'table-row',
    children: cells.map((text) => ({ type: 'table-cell', children: [line(text) as never] })),
  })),
});

/** An editor holding `blocks` (normalized, as a mounted editor would be). */
export function editorWith(blocks: readonly TextBlock[]): Editor {
  const editor = withTextRules(withHistory(createEditor()));
  editor.children = structuredClone(blocks) as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}

/** The text of every cell of the table at `at`, row by row. */
export function cellTexts(editor: Editor, at: Path): string[][] {
  const node = Editor.node(editor, at)[0] as Extract<TextBlock, { type: 'table' }>;
  return node.children.map((row) =>
    row.children.map((cell) =>
      cell.children.map((p) => p.children.map((t) => t.text).join('')).join('|'),
    ),
  );
}
