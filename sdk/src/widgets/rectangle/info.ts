import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { RECTANGLE_WIDGET_TYPE, rectangleBodySchema } from './model.js';

export const rectangleWidgetInfo: WidgetInfo = {
  type: RECTANGLE_WIDGET_TYPE,
  label: 'Rectangle',
  colour: '#d4ac0d',
  body: rectangleBodySchema,
  version: 1,
  migrations: [],
  // A shape: no length of its own, and never a playlist's full-screen media.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
