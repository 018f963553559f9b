import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { AI_CAMERA_WIDGET_TYPE, aiCameraBodySchema } from './model.js';
import { AiCameraWidget } from './render.js';

export * from './model.js';
export { audienceReportOf } from './cameraCalls.js';
export { AiCameraWidget } from './render.js';

export const aiCameraWidget: WidgetDefinition = {
  type: AI_CAMERA_WIDGET_TYPE,
  label: 'Camera with detections',
  colour: '#6a1b9a',
  body: aiCameraBodySchema,
  version: 1,
  migrations: [],
  // A live picture has no length of its own: it shows for as long as its item.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
  Render: AiCameraWidget,
};
