import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { CreateContext, ItemContentChange, ToolbarGroup, ToolbarGroupProps } from '../types';
import { EditMenuBoardDialog } from './EditMenuBoardDialog';

/** widgets.md §9: a menu board fills the screen. */
export const FULL_SCREEN = { x: 0, y: 0, w: 100, h: 100 } as const;

/** A new board starts with Edit Menu Board; whatever Close leaves is the new item's body. */
export const createMenuBoard = ({ pickFile, openDialog }: CreateContext) =>
  openDialog<Record<string, unknown>>((answer) => (
    <EditMenuBoardDialog body={{}} pickFile={pickFile} onClose={answer} />
  )).then((body): ItemContentChange => ({ body, box: FULL_SCREEN }));

/** The toolbar's way back into Edit Menu Board for a board already in the scene. */
export const boardGroup: ToolbarGroup = {
  id: 'board',
  label: 'Menu board',
  render: (props) => <EditMenuBoardButton {...props} />,
};

function EditMenuBoardButton({ body, onChange, pickFile }: ToolbarGroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        Edit Menu Board
      </Button>
      {open && (
        <EditMenuBoardDialog
          body={body}
          pickFile={pickFile}
          onClose={(chosen) => {
            setOpen(false);
            onChange({ body: chosen });
          }}
        />
      )}
    </>
  );
}
