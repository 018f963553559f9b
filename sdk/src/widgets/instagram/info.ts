import {
  ALL_HANDLES,
  type WidgetInfo,
  type WidgetDefinition,
} from '../../render/widgetDefinition.js';
import {
  instagramFeedSeconds,
  INSTAGRAM_PUBLIC_FEED_WIDGET_TYPE,
  INSTAGRAM_WIDGET_TYPE,
  instagramBodySchema,
  instagramPublicBodySchema,
  readInstagramBody,
  readInstagramPublicBody,
} from './model.js';

const feedItem = {
  version: 1,
  migrations: [],
  fillsScreen: false,
  movable: true,
  resizable: true,
  handles: ALL_HANDLES,
} satisfies Partial<WidgetDefinition>;

/** A connected Instagram account's posts (the server must have an Instagram app to add one). */
export const instagramWidgetInfo: WidgetInfo = {
  ...feedItem,
  type: INSTAGRAM_WIDGET_TYPE,
  label: 'Instagram feed',
  colour: '#c13584',
  body: instagramBodySchema,
  // Its posts times the seconds per post, once the body knows the posts.
  contentSeconds: ({ item }) => instagramFeedSeconds(readInstagramBody(item.body)),
};

/** A public Instagram profile's posts, loaded by user name. */
export const instagramPublicFeedWidgetInfo: WidgetInfo = {
  ...feedItem,
  type: INSTAGRAM_PUBLIC_FEED_WIDGET_TYPE,
  label: 'Instagram public feed',
  colour: '#e1306c',
  body: instagramPublicBodySchema,
  contentSeconds: ({ item }) => instagramFeedSeconds(readInstagramPublicBody(item.body)),
};
