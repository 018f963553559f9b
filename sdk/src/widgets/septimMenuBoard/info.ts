import { boardWidget } from '../menuBoards/definition.js';
import { SEPTIM_MENU_BOARD_WIDGET_TYPE, septimMenuBoardBodySchema } from './model.js';

/** The menu board v1, fed by the Septim store system or typed in by hand. */
export const septimMenuBoardWidgetInfo = boardWidget({
  type: SEPTIM_MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board from Septim',
  colour: '#a93226',
  body: septimMenuBoardBodySchema,
});
