import { ALL_HANDLES, type WidgetInfo } from '../../render/widgetDefinition.js';
import { RSS_FEED_WIDGET_TYPE, rssBodySchema, rssFeedSeconds } from './model.js';

/** A news feed, one entry at a time. */
export const rssFeedWidgetInfo: WidgetInfo = {
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
};
