import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { videoWidgetInfo } from './info.js';
import { VideoWidget } from './render.js';

export * from './model.js';
export { VideoHostContext, type VideoHost } from '../../render/videoHostContext.js';
export { VideoWidget } from './render.js';

export const videoWidget: WidgetDefinition = { ...videoWidgetInfo, Render: VideoWidget };
