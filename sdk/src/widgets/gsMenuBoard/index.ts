import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { gsMenuBoardWidgetInfo } from './info.js';
import { GsMenuBoardWidget } from './render.js';

export * from './model.js';
export { storeBoardColumnPairs, storeBoardMeals } from './meals.js';
export { GsMenuBoardWidget } from './render.js';

export const gsMenuBoardWidget: WidgetDefinition = {
  ...gsMenuBoardWidgetInfo,
  Render: GsMenuBoardWidget,
};
