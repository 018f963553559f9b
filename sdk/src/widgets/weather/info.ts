import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { WEATHER_WIDGET_TYPE, weatherBodySchema } from './model.js';

/** The weather at a place, today and the next three days. */
export const weatherWidgetInfo: WidgetInfo = {
  type: WEATHER_WIDGET_TYPE,
  label: 'Weather',
  colour: '#2e86de',
  body: weatherBodySchema,
  version: 1,
  migrations: [],
  // The weather shows for as long as its item; it has no length of its own.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
