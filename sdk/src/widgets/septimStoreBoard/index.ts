import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { septimStoreBoardWidgetInfo } from './info.js';
import { SeptimStoreBoardWidget } from './render.js';

export * from './model.js';
export { septimBoardCards, type SeptimBoardCard } from './meals.js';
export { SeptimStoreBoardWidget } from './render.js';

export const septimStoreBoardWidget: WidgetDefinition = {
  ...septimStoreBoardWidgetInfo,
  Render: SeptimStoreBoardWidget,
};
