import {
  DATA_TABLE_WIDGET_TYPE,
  dataTableWidget,
  defaultBodyOf,
  readDataTableBody,
} from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { columnStylesGroup } from './ColumnStyleGroup';
import { DataTableDialog } from './DataTableDialog';
import { borderGroup, coloursGroup, dataGroup, rowsGroup } from './DataTableGroups';
import type { TableDraftSave } from './tableDraft';

export const dataTableEditor: WidgetEditor = {
  type: DATA_TABLE_WIDGET_TYPE,
  toolbarGroups: [dataGroup, rowsGroup, coloursGroup, borderGroup, columnStylesGroup],
  // A new table starts in the data table editor; Cancel adds nothing.
  create: ({ openDialog }) =>
    openDialog<TableDraftSave | null>((answer) => (
      <DataTableDialog
        body={defaultBodyOf(dataTableWidget)}
        onSave={answer}
        onCancel={() => answer(null)}
      />
    )).then((saved) => (saved ? { body: saved } : null)),
  fontFamilies: (body) => [
    ...new Set(
      readDataTableBody(body).columns.flatMap((c) => [
        c.headerStyle.fontFamily,
        c.fontStyle.fontFamily,
      ]),
    ),
  ],
};
