import { Button, Field, Select } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import {
  MENU_BOARD_LANGUAGES,
  MENU_BOARD_PLACEMENT,
  SEPTIM_STORE_BOARD_WIDGET_TYPE,
  readSeptimStoreBoardBody,
  septimStoreBoardFileIds,
} from '@marquee/sdk';
import { useState } from 'react';
import type { ItemContentChange, ToolbarGroup, ToolbarGroupProps, WidgetEditor } from '../types';
import { EditSeptimStoreBoardDialog } from './EditSeptimStoreBoardDialog';

function EditButton({ body, onChange }: ToolbarGroupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditRegular />} onClick={() => setOpen(true)}>
        Edit Menu Board
      </Button>
      {open && (
        <EditSeptimStoreBoardDialog
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

export const septimBoardGroup: ToolbarGroup = {
  id: 'board',
  label: 'Menu board',
  render: (props) => <EditButton {...props} />,
};

/** The language of the meal names. */
export const septimLanguageGroup: ToolbarGroup = {
  id: 'language',
  label: 'Language',
  render: ({ body, onChange }) => (
    <Field label="Language">
      <Select
        value={readSeptimStoreBoardBody(body).languageCode}
        onChange={(_e, d) => onChange({ body: { languageCode: d.value } })}
      >
        {MENU_BOARD_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </Select>
    </Field>
  ),
};

/**
 * The second store board's editor: Edit Menu Board (the Septim store, or meals typed by hand)
 * and the language. A new one opens the dialog and is placed full screen.
 */
export const septimStoreBoardEditor: WidgetEditor = {
  type: SEPTIM_STORE_BOARD_WIDGET_TYPE,
  toolbarGroups: [septimBoardGroup, septimLanguageGroup],
  create: ({ openDialog }) =>
    openDialog<Record<string, unknown>>((answer) => (
      <EditSeptimStoreBoardDialog body={{}} onClose={answer} />
    )).then((body): ItemContentChange => ({ body, box: { ...MENU_BOARD_PLACEMENT } })),
  // widgets.md §3: the manual meals' pictures are the item's files, so the screen keeps them.
  update: ({ content }) => ({
    item: { ...content, fileIds: septimStoreBoardFileIds(content.body) },
  }),
};
