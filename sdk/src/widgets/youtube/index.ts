import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { youtubeWidgetInfo } from './info.js';
import { YouTubeWidget } from './render.js';

export * from './model.js';
export { YouTubeWidget } from './render.js';
export { YouTubeVideo } from './YouTubeVideo.js';

export const youtubeWidget: WidgetDefinition = { ...youtubeWidgetInfo, Render: YouTubeWidget };
