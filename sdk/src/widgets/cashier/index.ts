import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { CASHIER_WIDGET_TYPE, cashierBodySchema } from './model.js';
import { CashierWidget } from './render.js';

export * from './model.js';
export * from './events.js';
export { fitFontScale } from './fontFit.js';
export { CashierWidget } from './render.js';

export const cashierWidget: WidgetDefinition = {
  type: CASHIER_WIDGET_TYPE,
  label: 'Cashier display',
  colour: '#ef6c00',
  body: cashierBodySchema,
  version: 1,
  migrations: [],
  // The display follows the till for as long as its item shows.
  fillsScreen: false,
  // widgets.md §1: "cashier items are not resizable or movable as configured": the display
  // keeps the box it is created with, like the text item.
  movable: false,
  resizable: false,
  handles: [],
  Render: CashierWidget,
};
