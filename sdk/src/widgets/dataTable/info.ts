import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { DATA_TABLE_WIDGET_TYPE, dataTableBodySchema } from './model.js';

export const dataTableWidgetInfo: WidgetInfo = {
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
};
