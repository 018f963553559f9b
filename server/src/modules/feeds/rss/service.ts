import type { AppServices } from '../../../app-services.js';
import { badUserInput } from '../../../errors.js';
import type { Scope } from '../../../scope.js';
import { imageProxyPath } from '../../image-proxy/sign.js';
import { completeScheme } from '../../web-items/url-input.js';
import { countFeedFetch } from '../fetch-allowance.js';
import { fetchUpstream, UpstreamFailure } from '../upstream.js';
import { FeedReadFailed, readFeedOffThread } from './feed-reader.js';
import { NotAFeed, type FeedEntry, type ParsedFeed } from './parse-feed.js';
import { UnsafeXml } from './xml-safety.js';

/** Feeds refresh every 60 minutes unless the item says otherwise. */
const DEFAULT_REFRESH_MINUTES = 60;
/** The item's longest refresh option: it takes 1 to 1440 minutes. */
const MAX_REFRESH_MINUTES = 1440;
const MAX_URL_LENGTH = 2048;
const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/rdf+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

export interface RssEntryAnswer extends FeedEntry {
  imageProxyUrl: string | null;
  userName: null;
  likesCount: null;
}

export interface RssFeedAnswer {
  url: string;
  title: string | null;
  feed: RssEntryAnswer[];
  fetchedAt: string;
}

/** Why a feed could not be shown: kept a minute, so a broken feed is not asked for per screen. */
class FeedUnreadable extends Error {
  override readonly name = 'FeedUnreadable';
}

/** The URL the item gave, with https:// added when it names no scheme (as the iframe item). */
function feedUrlOf(input: string): string {
  const url = input.trim();
  if (url === '') throw badUserInput('Enter the address of an RSS or Atom feed.');
  if (url.length > MAX_URL_LENGTH) throw badUserInput('This is not a valid web address.');
  try {
    return new URL(completeScheme(url)).href;
  } catch {
    throw badUserInput('This is not a valid web address.');
  }
}

const minutesOf = (given: number | null | undefined) =>
  Math.min(MAX_REFRESH_MINUTES, Math.max(1, Math.round(given ?? DEFAULT_REFRESH_MINUTES)));

/** The feed at url, fetched and parsed; FeedUnreadable says why not. */
async function fetchedFeed(app: AppServices, url: string): Promise<ParsedFeed> {
  try {
    const answer = await fetchUpstream(app, url, FEED_ACCEPT);
    return await readFeedOffThread(
      { body: answer.body, contentType: answer.contentType, url: answer.url },
      app.clock,
    );
  } catch (error) {
    if (error instanceof UpstreamFailure)
      throw new FeedUnreadable(error.toSentence('The feed could not be read'));
    if (error instanceof NotAFeed || error instanceof UnsafeXml || error instanceof FeedReadFailed)
      throw new FeedUnreadable(error.message);
    throw error;
  }
}

async function readFeed(app: AppServices, scope: Scope, url: string): Promise<RssFeedAnswer> {
  await countFeedFetch(app, scope);
  const parsed = await fetchedFeed(app, url);
  return {
    url,
    title: parsed.title,
    feed: parsed.entries.map((entry) => ({
      ...entry,
      imageProxyUrl: entry.imageUrl ? imageProxyPath(app.config.secret, entry.imageUrl) : null,
      userName: null,
      likesCount: null,
    })),
    fetchedAt: app.clock.now().toISOString(),
  };
}

/**
 * A news feed read by the server, for users and screens alike. Kept per URL for the item's
 * refresh interval (minutes × 60 s, 1 to 1440 minutes, 60 unless given); every screen showing the
 * feed within it shares one fetch.
 */
export async function rssFeed(
  app: AppServices,
  scope: Scope,
  input: { url: string; refreshIntervalInMinutes?: number | null },
): Promise<RssFeedAnswer> {
  const url = feedUrlOf(input.url);
  try {
    return await app.feedCache.get({
      key: `rss:${url}`,
      maxAgeMs: minutesOf(input.refreshIntervalInMinutes) * 60_000,
      load: () => readFeed(app, scope, url),
      keepsFailure: (error) => error instanceof FeedUnreadable,
    });
  } catch (error) {
    if (error instanceof FeedUnreadable) throw badUserInput(error.message);
    throw error;
  }
}
