import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { withDocumentShape } from './documentShape';
import { withLists } from './lists';
import { withTables } from './withTables';

/**
 * The text item's rules on any Slate editor: the document's shape, lists, then the table rules
 * (outermost, so Enter in a cell is refused before anything else sees it).
 */
export const withTextRules = (editor: Editor): Editor =>
  withTables(withLists(withDocumentShape(editor)));

/** The editor the console's text tools use: the rules over slate-react and undo history. */
export const createTextEditor = (): Editor => withTextRules(withHistory(withReact(createEditor())));
