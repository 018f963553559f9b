import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { septimMenuBoardWidgetInfo } from './info.js';
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

export const septimMenuBoardWidget: WidgetDefinition = {
  ...septimMenuBoardWidgetInfo,
  Render: SeptimMenuBoardWidget,
};
