import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { rssFeedWidgetInfo } from './info.js';
import { RssFeedWidget } from './render.js';

export * from './model.js';
export { RssFeedWidget } from './render.js';

export const rssFeedWidget: WidgetDefinition = { ...rssFeedWidgetInfo, Render: RssFeedWidget };
