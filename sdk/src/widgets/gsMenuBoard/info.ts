import { boardWidget } from '../menuBoards/definition.js';
import { GS_MENU_BOARD_WIDGET_TYPE, gsMenuBoardBodySchema } from './model.js';

export const gsMenuBoardWidgetInfo = boardWidget({
  type: GS_MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board from GS',
  colour: '#d35400',
  body: gsMenuBoardBodySchema,
});
