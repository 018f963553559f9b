import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { pdfWidgetInfo, presentationWidgetInfo } from './info.js';
import { PresentationWidget } from './render.js';

export * from './model.js';
export { PresentationWidget } from './render.js';

export const pdfWidget: WidgetDefinition = { ...pdfWidgetInfo, Render: PresentationWidget };

export const presentationWidget: WidgetDefinition = {
  ...presentationWidgetInfo,
  Render: PresentationWidget,
};
