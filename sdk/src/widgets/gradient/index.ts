import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { gradientWidgetInfo } from './info.js';
import { GradientWidget } from './render.js';

export * from './model.js';
export { GradientWidget } from './render.js';

export const gradientWidget: WidgetDefinition = { ...gradientWidgetInfo, Render: GradientWidget };
