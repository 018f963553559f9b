import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { mealShowcaseWidgetInfo } from './info.js';
import { MealShowcaseWidget } from './render.js';

export * from './model.js';
export { MealShowcaseWidget } from './render.js';

export const mealShowcaseWidget: WidgetDefinition = {
  ...mealShowcaseWidgetInfo,
  Render: MealShowcaseWidget,
};
