import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { SEPTIM_STORE_BOARD_WIDGET_TYPE, septimStoreBoardBodySchema } from './model.js';
import { SeptimStoreBoardWidget } from './render.js';

export * from './model.js';
export { septimBoardCards, type SeptimBoardCard } from './meals.js';
export { SeptimStoreBoardWidget } from './render.js';

export const septimStoreBoardWidget: WidgetDefinition = {
  type: SEPTIM_STORE_BOARD_WIDGET_TYPE,
  label: 'Store menu board (Septim)',
  colour: '#a04000',
  body: septimStoreBoardBodySchema,
  version: 1,
  migrations: [],
  fillsScreen: false,
  // Like the other menu boards: placed full screen, neither moved nor resized.
  movable: false,
  resizable: false,
  handles: [],
  Render: SeptimStoreBoardWidget,
};
