import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { MENU_BOARD_PLACEMENT } from '@marquee/sdk';
import { useState } from 'react';
import type { CreateContext, ItemContentChange, ToolbarGroup, ToolbarGroupProps } from '../types';
import { EditSeptimBoardDialog, type SeptimBoardChoice } from './EditSeptimBoardDialog';

/** A new v1 board starts with Edit Menu Board and is placed full screen (widgets.md §9). */
export const createSeptimMenuBoard = ({ pickFile, openDialog }: CreateContext) =>
  openDialog<SeptimBoardChoice>((answer) => (
    <EditSeptimBoardDialog body={{}} pickFile={pickFile} onClose={answer} />
  )).then((choice): ItemContentChange => ({
    body: { ...choice },
    box: { ...MENU_BOARD_PLACEMENT },
  }));

/** The toolbar's way into Edit Menu Board for a v1 board already in the scene. */
export const septimBoardGroup: ToolbarGroup = {
  id: 'board',
  label: 'Menu board',
  render: (props) => <EditButton {...props} />,
};

function EditButton({ body, onChange, pickFile }: ToolbarGroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        Edit Menu Board
      </Button>
      {open && (
        <EditSeptimBoardDialog
          body={body}
          pickFile={pickFile}
          onClose={(choice) => {
            setOpen(false);
            onChange({ body: { ...choice } });
          }}
        />
      )}
    </>
  );
}
