import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { clockWidgetInfo } from './info.js';
import { ClockWidget } from './render.js';

export * from './model.js';
export { ClockWidget } from './render.js';

export const clockWidget: WidgetDefinition = { ...clockWidgetInfo, Render: ClockWidget };
