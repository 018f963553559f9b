import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { GS_MENU_BOARD_WIDGET_TYPE, gsMenuBoardBodySchema } from './model.js';
import { GsMenuBoardWidget } from './render.js';

export * from './model.js';
export { storeBoardColumnPairs, storeBoardMeals } from './meals.js';
export { GsMenuBoardWidget } from './render.js';

export const gsMenuBoardWidget: WidgetDefinition = {
  type: GS_MENU_BOARD_WIDGET_TYPE,
  label: 'Store menu board (GS)',
  colour: '#d35400',
  body: gsMenuBoardBodySchema,
  version: 1,
  migrations: [],
  // A board shows for as long as its item; it has no length of its own.
  fillsScreen: false,
  // Like the other menu boards: placed full screen, neither moved nor resized.
  movable: false,
  resizable: false,
  handles: [],
  Render: GsMenuBoardWidget,
};
