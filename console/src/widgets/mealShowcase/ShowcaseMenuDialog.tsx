import { readMealShowcaseBody } from '@marquee/sdk';
import { useState } from 'react';
import { BoardDialog } from '../shared/menuBoards/BoardDialog';
import type { BoardDialogProps } from '../shared/menuBoards/boardDialogEditor';
import { MenuEditor } from '../shared/menuBoards/MenuEditor';

/**
 * The meal showcase edits its menu with the manual menu editor, without the source tabs. Edits
 * stay in the dialog and Close (the button, Escape or outside) writes the categories into the
 * item, as Edit Menu Board does.
 */
export function ShowcaseMenuDialog({ body, pickFile, onClose }: BoardDialogProps) {
  const [draft, setDraft] = useState<Record<string, unknown>>(() => ({
    categories: readMealShowcaseBody(body).categories,
  }));
  return (
    <BoardDialog title="Menu" help={null} onClose={() => onClose({ categories: draft.categories })}>
      <MenuEditor
        body={draft}
        pickFile={pickFile}
        onChange={(change) => change.body && setDraft((before) => ({ ...before, ...change.body }))}
      />
    </BoardDialog>
  );
}
