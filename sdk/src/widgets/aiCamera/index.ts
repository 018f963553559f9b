import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { aiCameraWidgetInfo } from './info.js';
import { AiCameraWidget } from './render.js';

export * from './model.js';
export { audienceReportOf } from './cameraCalls.js';
export { AiCameraWidget } from './render.js';

export const aiCameraWidget: WidgetDefinition = { ...aiCameraWidgetInfo, Render: AiCameraWidget };
