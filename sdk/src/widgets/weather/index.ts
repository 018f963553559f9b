import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { WEATHER_WIDGET_TYPE, weatherBodySchema } from './model.js';
import { WeatherWidget } from './render.js';

export * from './model.js';
export { WEATHER_ICONS } from './WeatherIcon.js';
export { WeatherWidget } from './render.js';

/** The weather at a place, today and the next three days. */
export const weatherWidget: WidgetDefinition = {
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
  Render: WeatherWidget,
};
