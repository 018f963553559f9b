import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { DATA_TABLE_WIDGET_TYPE, dataTableBodySchema } from './model.js';
import { DataTableWidget } from './render.js';

export * from './model.js';
export * from './fontStyle.js';
export * from './feed.js';
export { dataTableCellText, dataTableRowsOf, valueAtJsonPath } from './jsonPath.js';
export { DataTableView } from './DataTableView.js';
export { DataTableWidget } from './render.js';

export const dataTableWidget: WidgetDefinition = {
  type: DATA_TABLE_WIDGET_TYPE,
  label: 'Data table',
  colour: '#5c6bc0',
  body: dataTableBodySchema,
  version: 1,
  migrations: [],
  // A table shows for as long as its item; it is never a playlist's full-screen media.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
  Render: DataTableWidget,
};
