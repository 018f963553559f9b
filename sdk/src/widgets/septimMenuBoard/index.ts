import { boardWidget } from '../menuBoards/definition.js';
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

/** The menu board v1, fed by the Septim store system or typed in by hand. */
export const septimMenuBoardWidget = boardWidget({
  type: SEPTIM_MENU_BOARD_WIDGET_TYPE,
  label: 'Menu board from Septim',
  colour: '#a93226',
  body: septimMenuBoardBodySchema,
  Render: SeptimMenuBoardWidget,
});
