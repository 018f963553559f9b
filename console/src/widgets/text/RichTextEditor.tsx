import { makeStyles, tokens } from '@fluentui/react-components';
import { textDocumentStyle, type TextBlock } from '@marquee/sdk';
import { useId, useState, type KeyboardEvent } from 'react';
import type { Descendant, Editor } from 'slate';
import { Editable, Slate } from 'slate-react';
import { toggleMark, type ToggleMark } from './formatting';
import { EDITOR_SCALE, renderElement, renderLeaf } from './renderNodes';
import { RichTextToolbar } from './RichTextToolbar';
import { rememberSelection } from './selectionMemory';
import { createTextEditor } from './textEditor';
import { ToolTabIndexContext } from './toolTabIndex';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  editable: {
    minHeight: '96px',
    maxHeight: '360px',
    overflowY: 'auto',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
});

/** The text is white unless styled: it is edited over the item's background, or a dark one. */
const EDITOR_BACKDROP = '#333333';

const HOTKEYS: Readonly<Record<string, ToggleMark>> = { b: 'bold', i: 'italic', u: 'underline' };

function onHotkey(editor: Editor, event: KeyboardEvent) {
  const mark = HOTKEYS[event.key.toLowerCase()];
  if (!mark || !(event.ctrlKey || event.metaKey) || event.altKey) return;
  event.preventDefault();
  toggleMark(editor, mark);
}

interface Props {
  initialValue: readonly TextBlock[];
  backgroundColor: string | undefined;
  /** Called with the document after every change of its content (not of the selection). */
  onValueChange: (value: Descendant[]) => void;
}

/**
 * The Slate editor of a text item, with its toolbar above. It owns the document while it is
 * mounted; the parent remounts it (a new key) when the document changes from elsewhere.
 */
export function RichTextEditor({ initialValue, backgroundColor, onValueChange }: Props) {
  const styles = useStyles();
  const [editor] = useState(createTextEditor);
  const [value] = useState(() => structuredClone(initialValue) as Descendant[]);
  const [editing, setEditing] = useState(false);
  const hintId = useId();
  return (
    <div
      className={styles.root}
      onFocus={() => setEditing(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEditing(false);
      }}
    >
      <ToolTabIndexContext.Provider value={editing ? 0 : -1}>
        <Slate
          editor={editor}
          initialValue={value}
          onValueChange={onValueChange}
          onSelectionChange={(selection) => rememberSelection(editor, selection)}
        >
          <RichTextToolbar />
          <Editable
            className={styles.editable}
            data-testid="text-editor"
            aria-label="Text"
            aria-describedby={hintId}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            onKeyDown={(event) => onHotkey(editor, event)}
            style={{
              ...textDocumentStyle(EDITOR_SCALE),
              backgroundColor: backgroundColor ?? EDITOR_BACKDROP,
            }}
          />
        </Slate>
      </ToolTabIndexContext.Provider>
      <span id={hintId} hidden>
        Shift+Tab reaches the formatting tools. With no text selected, the font size applies to all
        of the text.
      </span>
    </div>
  );
}
