import type { TextList, TextListItem, TextParagraph, TextTable, TextTableCell } from '@marquee/sdk';
import { Editor, Element, Range, type Location, type Node, type NodeEntry } from 'slate';
import './customTypes';

/** Type guards and lookups over the text document's nodes, shared by the plugins and tools. */

export const isParagraph = (node: Node): node is TextParagraph =>
  Element.isElement(node) && node.type === 'paragraph';
export const isListItem = (node: Node): node is TextListItem =>
  Element.isElement(node) && node.type === 'list-item';
export const isList = (node: Node): node is TextList =>
  Element.isElement(node) && (node.type === 'bulleted-list' || node.type === 'numbered-list');
export const isTable = (node: Node): node is TextTable =>
  Element.isElement(node) && node.type === 'table';
export const isCell = (node: Node): node is TextTableCell =>
  Element.isElement(node) && node.type === 'table-cell';

/** A block that holds text leaves directly: the unit of alignment and of line editing. */
export const isTextBlock = (node: Node): node is TextParagraph | TextListItem =>
  isParagraph(node) || isListItem(node);

/** The table cell around a location, if any. */
export const cellAt = (editor: Editor, at: Location): NodeEntry<TextTableCell> | undefined =>
  Editor.above(editor, { at, match: isCell });

/**
 * Whether a location touches a table: inside one, or (a range) across one. Table insertion is
 * offered only where this is false, and list toggling is refused here (a cell holds paragraphs).
 */
export function touchesTable(editor: Editor, at: Location | null = editor.selection): boolean {
  if (!at) return false;
  const [found] = Editor.nodes(editor, { at, match: isTable });
  return found !== undefined;
}

/** Whether either edge of the selection is inside a table cell. */
export function selectionEdgeInCell(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection) return false;
  return Range.edges(selection).some((point) => cellAt(editor, point) !== undefined);
}
