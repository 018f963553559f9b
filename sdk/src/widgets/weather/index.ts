import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { weatherWidgetInfo } from './info.js';
import { WeatherWidget } from './render.js';

export * from './model.js';
export { WEATHER_ICONS } from './WeatherIcon.js';
export { WeatherWidget } from './render.js';

export const weatherWidget: WidgetDefinition = { ...weatherWidgetInfo, Render: WeatherWidget };
