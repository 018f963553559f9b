import { Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { setStyle } from './formatting';
import { onSelection, rememberSelection } from './selectionMemory';
import { editorWith, line } from '../../test/textBlocks';

describe('the tracked selection', () => {
  it('applies a toolbar action to the last selection once the editor has lost it', () => {
    const editor = editorWith([line('Opening hours')]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 8 },
      focus: { path: [0, 0], offset: 13 },
    });
    rememberSelection(editor, editor.selection);
    Transforms.deselect(editor);
    onSelection(editor, (e) => setStyle(e, 'color', '#ff0000'));
    expect(editor.children).toEqual([
      { type: 'paragraph', children: [{ text: 'Opening ' }, { text: 'hours', color: '#ff0000' }] },
    ]);
  });

  it('forgets a selection whose text has gone', () => {
    const editor = editorWith([line('Opening hours')]);
    Transforms.select(editor, Editor.end(editor, []));
    rememberSelection(editor, editor.selection);
    Transforms.delete(editor, {
      at: { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) },
    });
    Transforms.deselect(editor);
    onSelection(editor, (e) => setStyle(e, 'color', '#ff0000'));
    expect(editor.selection).toBeNull();
    expect(editor.children).toEqual([line()]);
  });
});
