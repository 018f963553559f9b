import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { QR_CODE_WIDGET_TYPE, qrCodeBodySchema } from './model.js';
import { QrCodeWidget } from './render.js';

export * from './model.js';
export { QR_QUIET_ZONE_MODULES, qrMatrix, type QrMatrix } from './matrix.js';
export { QrCodeWidget } from './render.js';

export const qrCodeWidget: WidgetDefinition = {
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
  Render: QrCodeWidget,
};
