import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { menuBoardStoredBodySchema } from './earlyModel.js';
import { MENU_BOARD_WIDGET_TYPE } from './model.js';
import { MenuBoardWidget } from './render.js';

export * from './layout.js';
export {
  cellCount,
  localizedText,
  menuFromBodyCategories,
  menuFromServerMeals,
  serverMealSchema,
  serverMenuBoardSchema,
  splitSoups,
  visibleMenu,
  type BodyCategory,
  type BodyExtra,
  type BodyMeal,
  type Menu,
  type MenuCategory,
  type MenuExtra,
  type MenuMeal,
  type ServerMeal,
} from './menu.js';
export * from './model.js';
export * from './earlyModel.js';
export { earlyBoardCells, type EarlyBoardCells, type EarlyMealCell } from './earlyCells.js';
export * from './manualForm.js';
export { MENU_BOARD_TEXT_ALIGNS, type MenuBoardFontStyle } from './fontStyle.js';
export { MenuBoardWidget } from './render.js';
export { useMenuBoardData } from './useMenuBoardData.js';

export const menuBoardWidget: WidgetDefinition = {
  type: MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board',
  colour: '#c0392b',
  // A v2 body, or an earlier-variant one kept as it is (earlyModel.ts).
  body: menuBoardStoredBodySchema,
  version: 1,
  migrations: [],
  // A board shows for as long as its item; it has no length of its own.
  fillsScreen: false,
  // widgets.md §1: menu boards are neither movable nor resizable; they are placed full screen.
  movable: false,
  resizable: false,
  handles: [],
  Render: MenuBoardWidget,
};
export * from './useStoreMenu.js';
