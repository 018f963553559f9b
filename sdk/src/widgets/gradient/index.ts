import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { GRADIENT_WIDGET_TYPE, gradientBodySchema } from './model.js';
import { GradientWidget } from './render.js';

export * from './model.js';
export { GradientWidget } from './render.js';

export const gradientWidget: WidgetDefinition = {
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
  Render: GradientWidget,
};
