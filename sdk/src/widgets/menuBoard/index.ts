import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { menuBoardWidgetInfo } from './info.js';
import { MenuBoardWidget } from './render.js';

export * from './model.js';
export * from './earlyModel.js';
export { earlyBoardCells, type EarlyBoardCells, type EarlyMealCell } from './earlyCells.js';
export * from './manualForm.js';
export { MenuBoardWidget } from './render.js';
export { useMenuBoardData } from './useMenuBoardData.js';

export const menuBoardWidget: WidgetDefinition = {
  ...menuBoardWidgetInfo,
  Render: MenuBoardWidget,
};

// The family's board model and menu readers reach '@marquee/sdk' (and the console) through here.
export * from '../menuBoards/index.js';
