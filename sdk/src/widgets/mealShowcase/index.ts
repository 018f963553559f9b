import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { MEAL_SHOWCASE_WIDGET_TYPE, mealShowcaseBodySchema } from './model.js';
import { MealShowcaseWidget } from './render.js';

export * from './model.js';
export { MealShowcaseWidget } from './render.js';

/** widgets.md §1: the meal showcase menu board, the item's own meals as picture cards. */
export const mealShowcaseWidget: WidgetDefinition = {
  type: MEAL_SHOWCASE_WIDGET_TYPE,
  label: 'Meal showcase',
  colour: '#d35400',
  body: mealShowcaseBodySchema,
  version: 1,
  migrations: [],
  // A showcase shows for as long as its item; it has no length of its own.
  fillsScreen: false,
  // widgets.md §1 names only the other boards as fixed; a showcase is placed full screen
  // (the editor's create) but may be moved and resized like any other widget.
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
  Render: MealShowcaseWidget,
};
