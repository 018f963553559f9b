import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { MENU_BOARD_PLACEMENT } from '@marquee/sdk';
import { useState } from 'react';
import type { CreateContext, ItemContentChange, ToolbarGroup, ToolbarGroupProps } from '../types';
import { EditGsMenuBoardDialog } from './EditGsMenuBoardDialog';

/** A new store board starts with its dialog and is placed full screen (widgets.md §9). */
export const createGsMenuBoard = ({ openDialog }: CreateContext) =>
  openDialog<Record<string, unknown>>((answer) => (
    <EditGsMenuBoardDialog body={{}} onClose={answer} />
  )).then((body): ItemContentChange => ({ body, box: { ...MENU_BOARD_PLACEMENT } }));

/** The toolbar's way back into the dialog for a board already in the scene. */
export const gsBoardGroup: ToolbarGroup = {
  id: 'board',
  label: 'Menu board',
  render: (props) => <EditButton {...props} />,
};

function EditButton({ body, onChange }: ToolbarGroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        Edit Menu Board
      </Button>
      {open && (
        <EditGsMenuBoardDialog
          body={body}
          onClose={(chosen) => {
            setOpen(false);
            onChange({ body: chosen });
          }}
        />
      )}
    </>
  );
}
