import type { Editor } from 'slate';
import { Node, Range, Text, Transforms, type Point } from 'slate';

/**
 * While the text is edited, its selection is tracked. The toolbar's fields
 * take the focus away from the text; a colour, a size or a table inserted from them must still
 * apply to the text the operator had selected. The editor reports every selection here, and a
 * toolbar action first puts the last one back when the editor has none.
 */
const lastSelection = new WeakMap<Editor, Range>();

export function rememberSelection(editor: Editor, selection: Range | null) {
  if (selection) lastSelection.set(editor, selection);
}

/** A remembered point may predate a change that shortened its text or removed its node. */
const pointExists = (editor: Editor, point: Point) => {
  if (!Node.has(editor, point.path)) return false;
  const node = Node.get(editor, point.path);
  return Text.isText(node) && point.offset <= node.text.length;
};

/** Puts the last selection back if the editor has lost its own; false when there is none. */
function restoreSelection(editor: Editor): boolean {
  if (editor.selection) return true;
  const remembered = lastSelection.get(editor);
  if (!remembered || !Range.edges(remembered).every((point) => pointExists(editor, point))) {
    return false;
  }
  Transforms.select(editor, remembered);
  return true;
}

/** Runs a toolbar action on the tracked selection. */
export function onSelection(editor: Editor, action: (editor: Editor) => void) {
  restoreSelection(editor);
  action(editor);
}
