import { feedText } from './charset.js';
import { NotAFeed, parseFeed, type ParsedFeed } from './parse-feed.js';
import { UnsafeXml } from './xml-safety.js';

// Reading a feed's bytes, as one job a worker thread runs: the message in and the answer out are
// plain data (structured clone), so the refusals travel as a kind and are rebuilt by the caller.

export interface FeedJob {
  body: Uint8Array;
  contentType: string;
  /** The address that answered; relative links resolve against it. */
  url: string;
}

export type FeedJobAnswer =
  { ok: true; feed: ParsedFeed } | { ok: false; refusal: 'not-a-feed' | 'unsafe' };

/** The feed in `job`, or why it is refused; any other error is thrown. */
export function runFeedJob(job: FeedJob): FeedJobAnswer {
  const body = Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
  try {
    return { ok: true, feed: parseFeed(feedText(body, job.contentType), job.url) };
  } catch (error) {
    if (error instanceof NotAFeed) return { ok: false, refusal: 'not-a-feed' };
    if (error instanceof UnsafeXml) return { ok: false, refusal: 'unsafe' };
    throw error;
  }
}
