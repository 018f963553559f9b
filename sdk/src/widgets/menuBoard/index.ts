import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { MENU_BOARD_WIDGET_TYPE, menuBoardBodySchema } from './model.js';
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
export * from './manualForm.js';
export { MENU_BOARD_TEXT_ALIGNS, type MenuBoardFontStyle } from './fontStyle.js';
export { MenuBoardWidget } from './render.js';
export { useMenuBoardData } from './useMenuBoardData.js';

export const menuBoardWidget: WidgetDefinition = {
  type: MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board',
  colour: '#c0392b',
  body: menuBoardBodySchema,
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
