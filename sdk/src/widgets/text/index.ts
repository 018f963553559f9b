import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { textWidgetInfo } from './info.js';
import { TextWidget } from './render.js';

export * from './model.js';
export * from './styles.js';
export { TextDocument, TextWidget } from './render.js';

export const textWidget: WidgetDefinition = { ...textWidgetInfo, Render: TextWidget };
