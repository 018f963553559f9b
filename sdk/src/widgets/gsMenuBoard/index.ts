import { boardWidget } from '../menuBoards/definition.js';
import { GS_MENU_BOARD_WIDGET_TYPE, gsMenuBoardBodySchema } from './model.js';
import { GsMenuBoardWidget } from './render.js';

export * from './model.js';
export { storeBoardColumnPairs, storeBoardMeals } from './meals.js';
export { GsMenuBoardWidget } from './render.js';

export const gsMenuBoardWidget = boardWidget({
  type: GS_MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board from GS',
  colour: '#d35400',
  body: gsMenuBoardBodySchema,
  Render: GsMenuBoardWidget,
});
