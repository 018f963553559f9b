import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { iframeWidgetInfo } from './info.js';
import { IframeWidget } from './render.js';

export * from './model.js';
export { IframeWidget } from './render.js';

export const iframeWidget: WidgetDefinition = { ...iframeWidgetInfo, Render: IframeWidget };
