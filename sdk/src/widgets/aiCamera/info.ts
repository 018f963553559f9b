import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { AI_CAMERA_WIDGET_TYPE, aiCameraBodySchema } from './model.js';

export const aiCameraWidgetInfo: WidgetInfo = {
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
};
