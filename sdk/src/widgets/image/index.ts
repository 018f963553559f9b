import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { imageWidgetInfo } from './info.js';
import { ImageWidget } from './render.js';

export * from './model.js';
export { ImageWidget } from './render.js';

export const imageWidget: WidgetDefinition = { ...imageWidgetInfo, Render: ImageWidget };
