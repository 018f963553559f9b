import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { scrollingTextWidgetInfo } from './info.js';
import { ScrollingTextWidget } from './render.js';

export * from './model.js';
export { ScrollingTextWidget } from './render.js';

export const scrollingTextWidget: WidgetDefinition = {
  ...scrollingTextWidgetInfo,
  Render: ScrollingTextWidget,
};
