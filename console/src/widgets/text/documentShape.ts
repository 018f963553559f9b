import type { TextParagraph } from '@marquee/sdk';
import { Editor, Element, Text, Transforms, type Node, type NodeEntry, type Path } from 'slate';
import { isCell, isList, isListItem, isParagraph, isTable, isTextBlock } from './nodes';

const emptyParagraph = (): TextParagraph => ({
  type: 'paragraph',
  children: [{ text: '' }],
});

const isRow = (node: Node) => Element.isElement(node) && node.type === 'table-row';

/**
 * Keeps the editor's document in the shape the player's schema reads (sdk `slateValueSchema`):
 * paragraphs, lists of items and tables of rows of cells of paragraphs, and text only inside
 * paragraphs and items. Slate's own normalizing only knows "blocks or inlines"; whatever an
 * edit, a paste or an undo leaves out of shape is put back here, keeping the text where it can.
 * Each call fixes one thing and returns: Slate normalizes the node again until nothing changes.
 */
export function withDocumentShape(editor: Editor): Editor {
  const { normalizeNode } = editor;
  editor.normalizeNode = (entry, options) => {
    if (!fixShape(editor, entry)) normalizeNode(entry, options);
  };
  return editor;
}

function fixShape(editor: Editor, [node, path]: NodeEntry): boolean {
  if (Editor.isEditor(node)) return fixDocument(editor, node.children);
  if (!Element.isElement(node)) return false;
  if (isTextBlock(node)) return fixChildren(editor, path, node.children, liftIntoLine);
  if (isList(node)) return fixChildren(editor, path, node.children, toListItem, 'remove');
  if (isTable(node)) return fixChildren(editor, path, node.children, toRow, 'remove');
  if (isRow(node)) return fixChildren(editor, path, node.children, toCell, 'remove');
  if (isCell(node)) return fixChildren(editor, path, node.children, toCellParagraph, 'fill');
  return false;
}

/** What to do with a child out of place: true once the document changed. */
type ChildFix = (editor: Editor, child: Node, at: Path) => boolean;

function fixChildren(
  editor: Editor,
  path: Path,
  children: readonly Node[],
  fix: ChildFix,
  whenEmpty?: 'remove' | 'fill',
): boolean {
  if (children.length === 0 && whenEmpty) {
    if (whenEmpty === 'remove') Transforms.removeNodes(editor, { at: path });
    else Transforms.insertNodes(editor, emptyParagraph(), { at: [...path, 0] });
    return true;
  }
  return children.some((child, index) => fix(editor, child, [...path, index]));
}

function fixDocument(editor: Editor, children: readonly Node[]): boolean {
  if (children.length === 0) {
    Transforms.insertNodes(editor, emptyParagraph(), { at: [0] });
    return true;
  }
  if (children.some((child, index) => toTopBlock(editor, child, [index]))) return true;
  // A line after a table, so there is always somewhere outside it to type or insert.
  if (isTable(children[children.length - 1]!)) {
    Transforms.insertNodes(editor, emptyParagraph(), { at: [children.length] });
    return true;
  }
  return false;
}

const toTopBlock: ChildFix = (editor, child, at) => {
  if (isParagraph(child) || isList(child) || isTable(child)) return false;
  if (Text.isText(child)) Transforms.wrapNodes(editor, emptyElement('paragraph'), { at });
  else if (isListItem(child)) Transforms.setNodes(editor, { type: 'paragraph' }, { at });
  else Transforms.unwrapNodes(editor, { at });
  return true;
};

/** Paragraphs and items hold text only: anything else has its content lifted into the line. */
const liftIntoLine: ChildFix = (editor, child, at) => {
  if (Text.isText(child)) return false;
  Transforms.unwrapNodes(editor, { at });
  return true;
};

const toListItem: ChildFix = (editor, child, at) => {
  if (isListItem(child)) return false;
  if (Text.isText(child)) Transforms.wrapNodes(editor, emptyElement('list-item'), { at });
  else if (isParagraph(child)) Transforms.setNodes(editor, { type: 'list-item' }, { at });
  // A table is moved out of the list (which splits around it); other blocks give up their items.
  else if (isTable(child)) Transforms.liftNodes(editor, { at });
  else Transforms.unwrapNodes(editor, { at });
  return true;
};

const toRow: ChildFix = (editor, child, at) => {
  if (isRow(child)) return false;
  if (Text.isText(child)) Transforms.removeNodes(editor, { at });
  else if (isCell(child)) Transforms.wrapNodes(editor, emptyElement('table-row'), { at });
  else Transforms.wrapNodes(editor, emptyElement('table-cell'), { at });
  return true;
};

const toCell: ChildFix = (editor, child, at) => {
  if (isCell(child)) return false;
  if (Text.isText(child)) Transforms.removeNodes(editor, { at });
  else if (isRow(child)) Transforms.unwrapNodes(editor, { at });
  else Transforms.wrapNodes(editor, emptyElement('table-cell'), { at });
  return true;
};

/** A cell holds paragraphs: an item becomes one, and a list or table in it gives up its content. */
const toCellParagraph: ChildFix = (editor, child, at) => {
  if (isParagraph(child)) return false;
  if (Text.isText(child)) Transforms.wrapNodes(editor, emptyElement('paragraph'), { at });
  else if (isListItem(child)) Transforms.setNodes(editor, { type: 'paragraph' }, { at });
  else Transforms.unwrapNodes(editor, { at });
  return true;
};

/** A wrapper for wrapNodes: Slate fills in the children it wraps. */
function emptyElement(type: 'paragraph' | 'list-item' | 'table-row' | 'table-cell'): Element {
  return { type, children: [] };
}
