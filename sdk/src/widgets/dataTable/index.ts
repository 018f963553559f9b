import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { dataTableWidgetInfo } from './info.js';
import { DataTableWidget } from './render.js';

export * from './model.js';
export * from './fontStyle.js';
export * from './feed.js';
export { dataTableCellText, dataTableRowsOf, valueAtJsonPath } from './jsonPath.js';
export { DataTableView } from './DataTableView.js';
export { DataTableWidget } from './render.js';

export const dataTableWidget: WidgetDefinition = {
  ...dataTableWidgetInfo,
  Render: DataTableWidget,
};
