import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { canvaWidgetInfo } from './info.js';
import { CanvaWidget } from './render.js';

export * from './model.js';
export { CanvaWidget } from './render.js';

export const canvaWidget: WidgetDefinition = { ...canvaWidgetInfo, Render: CanvaWidget };
