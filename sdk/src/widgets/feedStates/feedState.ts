import { GraphQLRequestError } from '../../player/server-link/graphqlClient.js';

/**
 * What a data item draws: its data when it has some to show; nothing at all (no background)
 * while its first fetch is under way, so a screen never flashes an empty box; otherwise its
 * designed placeholder (no source set yet, a failed fetch with nothing kept, or a source with
 * nothing in it). A failure never hides data already kept: that is still 'data'.
 */
export type FeedShows = 'data' | 'waiting' | 'placeholder';

export interface FeedStateInput {
  /** There is something to draw (entries, a day of forecast, rows, posts). */
  hasContent: boolean;
  /** The item names a source to fetch (an address, a feed); without one nothing is awaited. */
  hasSource: boolean;
  /** Data arrived (now or kept from before), even if it has nothing to draw. */
  fetched: boolean;
  /** The last fetch failed. */
  failed: boolean;
}

export function feedShowsOf({ hasContent, hasSource, fetched, failed }: FeedStateInput): FeedShows {
  if (hasContent) return 'data';
  if (hasSource && !fetched && !failed) return 'waiting';
  return 'placeholder';
}

/** A sentence ends with a full stop unless it already ends one. */
const asSentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * Why the data could not be fetched, in the server's words where it gave them (they name the
 * feed's problem, e.g. "The feed could not be read: the connection was refused."). For the
 * editor only: a screen never shows an error.
 */
export function feedProblemOf(error: Error): string {
  if (error instanceof GraphQLRequestError && error.code === 'NETWORK_ERROR')
    return 'The Marquee server could not be reached.';
  return asSentence(error.message || 'The data could not be fetched');
}

/**
 * The editor's hint for a failed fetch: why, and whether what is drawn is an older copy or
 * the placeholder a screen without data shows. Null when the last fetch went well.
 */
export function editorHintOf(error: Error | null, shows: FeedShows): string | null {
  if (!error) return null;
  const problem = feedProblemOf(error);
  return shows === 'data'
    ? `${problem} Showing the last copy fetched.`
    : `${problem} Screens show this placeholder until it can be fetched.`;
}
