import { registerWidget } from '../../render/widgetRegistry.js';
import { IMAGE_WIDGET_TYPE } from './model.js';
import { ImageWidget } from './render.js';

export * from './model.js';
export { ImageWidget } from './render.js';

registerWidget({ type: IMAGE_WIDGET_TYPE, Render: ImageWidget });
