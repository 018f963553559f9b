import { boardWidget } from '../menuBoards/definition.js';
import { CASHIER_WIDGET_TYPE, cashierBodySchema } from './model.js';

/**
 * The cashier display follows the till for as long as its item shows. It is neither moved nor
 * resized: the display keeps the box it is created with, like the text item.
 */
export const cashierWidgetInfo = boardWidget({
  type: CASHIER_WIDGET_TYPE,
  label: 'Cashier display',
  colour: '#ef6c00',
  body: cashierBodySchema,
});
