import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { qrCodeWidgetInfo } from './info.js';
import { QrCodeWidget } from './render.js';

export * from './model.js';
export { QR_QUIET_ZONE_MODULES, qrMatrix, type QrMatrix } from './matrix.js';
export { QrCodeWidget } from './render.js';

export const qrCodeWidget: WidgetDefinition = { ...qrCodeWidgetInfo, Render: QrCodeWidget };
