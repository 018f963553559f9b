import { registerWidget } from '../../render/widgetRegistry.js';
import { PRESENTATION_WIDGET_TYPES } from './model.js';
import { PresentationWidget } from './render.js';

export * from './model.js';
export { PresentationWidget } from './render.js';

for (const type of PRESENTATION_WIDGET_TYPES) registerWidget({ type, Render: PresentationWidget });
