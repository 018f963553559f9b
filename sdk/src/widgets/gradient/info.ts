import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { GRADIENT_WIDGET_TYPE, gradientBodySchema } from './model.js';

export const gradientWidgetInfo: WidgetInfo = {
  type: GRADIENT_WIDGET_TYPE,
  label: 'Gradient',
  colour: '#d63384',
  body: gradientBodySchema,
  version: 1,
  migrations: [],
  // A gradient has no length of its own and is a shape, not playlist media.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
