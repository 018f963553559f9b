import { registerWidget } from '../../render/widgetRegistry.js';
import { VIDEO_WIDGET_TYPE } from './model.js';
import { VideoWidget } from './render.js';

export * from './model.js';
export { VideoHostContext, type VideoHost } from './hostVideo.js';
export { VideoWidget } from './render.js';

registerWidget({ type: VIDEO_WIDGET_TYPE, Render: VideoWidget });
