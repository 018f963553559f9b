import { ALL_HANDLES } from '../../render/widgetDefinition.js';
import { boardWidget } from '../menuBoards/definition.js';
import { MEAL_SHOWCASE_WIDGET_TYPE, mealShowcaseBodySchema } from './model.js';

/**
 * The meal showcase menu board, the item's own meals as picture cards. Unlike the other boards
 * it may be moved and resized (the editor places it full screen when it is created).
 */
export const mealShowcaseWidgetInfo = boardWidget({
  type: MEAL_SHOWCASE_WIDGET_TYPE,
  label: 'Meal showcase',
  colour: '#d35400',
  body: mealShowcaseBodySchema,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
});
