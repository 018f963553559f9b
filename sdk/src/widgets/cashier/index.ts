import { boardWidget } from '../menuBoards/definition.js';
import { CASHIER_WIDGET_TYPE, cashierBodySchema } from './model.js';
import { CashierWidget } from './render.js';

export * from './model.js';
export * from './events.js';
export { fitFontScale } from './fontFit.js';
export { CashierWidget } from './render.js';

/**
 * The cashier display follows the till for as long as its item shows. It is neither moved nor
 * resized: the display keeps the box it is created with, like the text item.
 */
export const cashierWidget = boardWidget({
  type: CASHIER_WIDGET_TYPE,
  label: 'Cashier display',
  colour: '#ef6c00',
  body: cashierBodySchema,
  Render: CashierWidget,
});
