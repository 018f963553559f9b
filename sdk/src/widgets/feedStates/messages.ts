/**
 * The quiet lines of the data items' placeholders. A shop's customers read them, so they say
 * what will be there, never that something failed.
 */
export const PLACEHOLDER_MESSAGE = {
  news: 'News will appear here',
  weather: 'Weather unavailable',
  pictures: 'Posts will appear here',
  table: 'Data will appear here',
} as const;
