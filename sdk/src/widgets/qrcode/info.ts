import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { QR_CODE_WIDGET_TYPE, qrCodeBodySchema } from './model.js';

export const qrCodeWidgetInfo: WidgetInfo = {
  type: QR_CODE_WIDGET_TYPE,
  label: 'QR code',
  colour: '#34495e',
  body: qrCodeBodySchema,
  version: 1,
  migrations: [],
  // A code has no length of its own and is never a playlist's full-screen media.
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
};
