import { ALL_HANDLES, type WidgetDefinition } from '../../render/widgetDefinition.js';
import { RSS_FEED_WIDGET_TYPE, rssBodySchema, rssFeedSeconds } from './model.js';
import { RssFeedWidget } from './render.js';

export * from './model.js';
export { RssFeedWidget } from './render.js';

/** widgets.md §3: a news feed, one entry at a time. */
export const rssFeedWidget: WidgetDefinition = {
  type: RSS_FEED_WIDGET_TYPE,
  label: 'RSS feed',
  colour: '#e67e22',
  body: rssBodySchema,
  version: 1,
  migrations: [],
  // widgets.md §9: the item lasts 20 entry durations.
  contentSeconds: rssFeedSeconds,
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
  Render: RssFeedWidget,
};
