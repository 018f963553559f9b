import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { RSS_FEED_WIDGET_TYPE, rssBodySchema, rssFeedSeconds } from './model.js';
import { RssFeedWidget } from './render.js';

export * from './model.js';
export { RssFeedWidget } from './render.js';

/** A news feed, one entry at a time. */
export const rssFeedWidget: WidgetDefinition = {
  type: RSS_FEED_WIDGET_TYPE,
  label: 'RSS feed',
  colour: '#e67e22',
  body: rssBodySchema,
  version: 1,
  migrations: [],
  // The item lasts 20 entry durations.
  contentSeconds: rssFeedSeconds,
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
  Render: RssFeedWidget,
};
