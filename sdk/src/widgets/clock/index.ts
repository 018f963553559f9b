import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { CLOCK_WIDGET_TYPE, clockBodySchema } from './model.js';
import { ClockWidget } from './render.js';

export * from './model.js';
export { ClockWidget } from './render.js';

export const clockWidget: WidgetDefinition = {
  type: CLOCK_WIDGET_TYPE,
  label: 'Clock',
  colour: '#16a085',
  body: clockBodySchema,
  version: 1,
  migrations: [],
  // The clock runs for as long as its item; it is never a playlist's full-screen media.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
  Render: ClockWidget,
};
