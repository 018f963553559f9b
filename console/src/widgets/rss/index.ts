import { RSS_FEED_WIDGET_TYPE } from '@marquee/sdk';
import type { WidgetEditor } from '../types';
import { rssDisplayGroup } from './DisplayGroup';
import { endFollowsEntryDuration, NEW_RSS_BODY } from './feedLength';
import { feedGroup } from './FeedGroup';

export const rssFeedEditor: WidgetEditor = {
  type: RSS_FEED_WIDGET_TYPE,
  toolbarGroups: [feedGroup, rssDisplayGroup],
  // No dialog: the address is typed into the toolbar, which says it is required until it is.
  create: async () => ({ body: { ...NEW_RSS_BODY } }),
  update: endFollowsEntryDuration,
};
