import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { SEPTIM_MENU_BOARD_WIDGET_TYPE, septimMenuBoardBodySchema } from './model.js';
import { SeptimMenuBoardWidget } from './render.js';

export * from './model.js';
export {
  manualMealAsSeptimMeal,
  septimMenuFromManualMeals,
  septimMenuFromStoreBoard,
  visibleSeptimMenu,
  type SeptimCategory,
  type SeptimMeal,
  type SeptimMenu,
} from './menu.js';
export { SeptimMenuBoardWidget } from './render.js';
export { useSeptimMenu } from './useSeptimMenu.js';

/** widgets.md §1, §3: the menu board v1, fed by the Septim store system or typed in by hand. */
export const septimMenuBoardWidget: WidgetDefinition = {
  type: SEPTIM_MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board v1 (store system)',
  colour: '#a93226',
  body: septimMenuBoardBodySchema,
  version: 1,
  migrations: [],
  // A board shows for as long as its item; it has no length of its own.
  fillsScreen: false,
  // widgets.md §1: menu boards are neither movable nor resizable; they are placed full screen.
  movable: false,
  resizable: false,
  handles: [],
  Render: SeptimMenuBoardWidget,
};
