import { boardWidget } from '../menuBoards/definition.js';
import { menuBoardStoredBodySchema } from './earlyModel.js';
import { MENU_BOARD_WIDGET_TYPE } from './model.js';
import { MenuBoardWidget } from './render.js';

export * from './model.js';
export * from './earlyModel.js';
export { earlyBoardCells, type EarlyBoardCells, type EarlyMealCell } from './earlyCells.js';
export * from './manualForm.js';
export { MenuBoardWidget } from './render.js';
export { useMenuBoardData } from './useMenuBoardData.js';

export const menuBoardWidget = boardWidget({
  type: MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board',
  colour: '#c0392b',
  // A v2 body, or an earlier-variant one kept as it is (earlyModel.ts).
  body: menuBoardStoredBodySchema,
  Render: MenuBoardWidget,
});

// The family's board model and menu readers reach '@marquee/sdk' (and the console) through here.
export * from '../menuBoards/index.js';
