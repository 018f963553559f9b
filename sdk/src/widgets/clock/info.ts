import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { CLOCK_WIDGET_TYPE, clockBodySchema } from './model.js';

export const clockWidgetInfo: WidgetInfo = {
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
};
