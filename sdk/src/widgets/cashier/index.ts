import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { cashierWidgetInfo } from './info.js';
import { CashierWidget } from './render.js';

export * from './model.js';
export * from './events.js';
export { fitFontScale } from './fontFit.js';
export { CashierWidget } from './render.js';

export const cashierWidget: WidgetDefinition = { ...cashierWidgetInfo, Render: CashierWidget };
