import type { WidgetDefinition } from '../../render/widgetDefinition.js';
import { instagramWidgetInfo, instagramPublicFeedWidgetInfo } from './info.js';
import { InstagramFeedWidget, InstagramPublicFeedWidget } from './render.js';

export * from './model.js';
export { InstagramFeedWidget, InstagramPublicFeedWidget } from './render.js';

export const instagramWidget: WidgetDefinition = {
  ...instagramWidgetInfo,
  Render: InstagramFeedWidget,
};

export const instagramPublicFeedWidget: WidgetDefinition = {
  ...instagramPublicFeedWidgetInfo,
  Render: InstagramPublicFeedWidget,
};
