import { boardWidget } from '../menuBoards/definition.js';
import { menuBoardStoredBodySchema } from './earlyModel.js';
import { MENU_BOARD_WIDGET_TYPE } from './model.js';

export const menuBoardWidgetInfo = boardWidget({
  type: MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board',
  colour: '#c0392b',
  // A v2 body, or an earlier-variant one kept as it is (earlyModel.ts).
  body: menuBoardStoredBodySchema,
});
