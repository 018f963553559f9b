import type { TextList, TextListItem, TextParagraph } from '@marquee/sdk';
import { Editor, Transforms } from 'slate';
import { isList, isListItem, isTextBlock, touchesTable } from './nodes';

export type ListType = TextList['type'];
type TextBlockNode = TextParagraph | TextListItem;

/** Whether the selection is in a list of this type. */
export function isListActive(editor: Editor, type: ListType): boolean {
  if (!editor.selection) return false;
  const [found] = Editor.nodes(editor, { match: (node) => isList(node) && node.type === type });
  return found !== undefined;
}

/**
 * Turns the selected lines into a list of this type, or back into paragraphs when they are in
 * one already. Refused (false) when the selection touches a table: a cell holds paragraphs only.
 */
export function toggleList(editor: Editor, type: ListType): boolean {
  if (!editor.selection || touchesTable(editor)) return false;
  const active = isListActive(editor, type);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: isList, split: true });
    Transforms.setNodes(
      editor,
      { type: active ? 'paragraph' : 'list-item' },
      { match: isTextBlock },
    );
    if (!active) Transforms.wrapNodes(editor, { type, children: [] }, { match: isListItem });
  });
  return true;
}

/** Enter on an empty list item ends the list: the item becomes a paragraph after it. */
export function withLists(editor: Editor): Editor {
  const { insertBreak } = editor;
  editor.insertBreak = () => {
    const item = editor.selection && Editor.above(editor, { match: isListItem });
    if (item && Editor.isEmpty(editor, item[0])) {
      Editor.withoutNormalizing(editor, () => {
        Transforms.unwrapNodes(editor, { at: item[1], match: isList, split: true });
        Transforms.setNodes<TextBlockNode>(editor, { type: 'paragraph' }, { match: isListItem });
      });
      return;
    }
    insertBreak();
  };
  return editor;
}
