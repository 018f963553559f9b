import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { MENU_BOARD_PLACEMENT } from '@marquee/sdk';
import { useState, type ComponentType } from 'react';
import type {
  CreateContext,
  ItemContentChange,
  PickFile,
  ToolbarGroup,
  ToolbarGroupProps,
} from '../../types';

type Body = Record<string, unknown>;

/** A board's dialog: it starts from the item's body and closes with the body fields it sets. */
export interface BoardDialogProps {
  body: Body;
  pickFile: PickFile;
  onClose: (body: Body) => void;
}

interface Entry {
  /** The toolbar group's id and label, and the button that opens the dialog. */
  id?: string;
  label?: string;
  button?: string;
}

/**
 * How a board is edited through its dialog: a new board opens it and is placed full screen with
 * the body it closes with, and a toolbar group opens it again for a board already in the scene.
 */
export function boardDialogEditor(
  BoardDialog: ComponentType<BoardDialogProps>,
  { id = 'board', label = 'Menu board', button = 'Edit Menu Board' }: Entry = {},
): { create: (ctx: CreateContext) => Promise<ItemContentChange>; group: ToolbarGroup } {
  function OpenDialogButton({ body, onChange, pickFile }: ToolbarGroupProps) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
          {button}
        </Button>
        {open && (
          <BoardDialog
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
  return {
    create: ({ pickFile, openDialog }) =>
      openDialog<Body>((answer) => (
        <BoardDialog body={{}} pickFile={pickFile} onClose={answer} />
      )).then((body): ItemContentChange => ({ body, box: { ...MENU_BOARD_PLACEMENT } })),
    group: { id, label, render: (props) => <OpenDialogButton {...props} /> },
  };
}
