import { boardWidget } from '../menuBoards/definition.js';
import { SEPTIM_STORE_BOARD_WIDGET_TYPE, septimStoreBoardBodySchema } from './model.js';

export const septimStoreBoardWidgetInfo = boardWidget({
  type: SEPTIM_STORE_BOARD_WIDGET_TYPE,
  label: 'Meal cards from Septim',
  colour: '#a04000',
  body: septimStoreBoardBodySchema,
});
