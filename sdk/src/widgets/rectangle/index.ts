import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { rectangleWidgetInfo } from './info.js';
import { RectangleWidget } from './render.js';

export * from './model.js';
export { RectangleWidget } from './render.js';

export const rectangleWidget: WidgetDefinition = {
  ...rectangleWidgetInfo,
  Render: RectangleWidget,
};
