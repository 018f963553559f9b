import { readInstagramMediaList } from '@marquee/sdk';

interface FeedAnswer {
  _id: string;
  media: readonly unknown[];
}

/**
 * What the item keeps of a feed the editor got from the server: its id, and its posts as the
 * body's dataCache (checked by the sdk's reader, as a screen reads them), which time the item
 * and show on a screen before its first fetch.
 */
export const feedBodyOf = (feed: FeedAnswer) => ({
  feedId: feed._id,
  dataCache: readInstagramMediaList(feed.media) ?? [],
});
