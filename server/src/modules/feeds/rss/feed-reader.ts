import type { Clock } from '../../../clock.js';
import { WorkerFailed, WorkerPool, WorkerTimedOut } from '../../../threads/worker-pool.js';
import type { FeedJob, FeedJobAnswer } from './feed-job.js';
import { NotAFeed, type ParsedFeed } from './parse-feed.js';
import { UnsafeXml } from './xml-safety.js';

// Feeds are read (decoded, XML parsed, text extracted) in worker threads, never on the server's
// event loop: however a hostile feed is built, the server keeps answering meanwhile. A feed that
// takes longer than the time limit ends its worker and is refused, so it cannot hold a thread.

/**
 * Feeds are tens or hundreds of KB and read in milliseconds. The largest the server accepts
 * (5 MB, e.g. 187,000 items) took 2.8-4.2 s on a 2-core machine at load 15; past this limit a
 * feed is refused rather than holding a thread.
 */
export const FEED_READ_TIME_LIMIT_MS = 5_000;
/** Two feeds at once at most: more wait in line, and the server keeps its other cores. */
const FEED_WORKERS = 2;
/** A 5 MB feed of 187,000 items parses within this; a feed needing more is refused. */
const FEED_WORKER_HEAP_MB = 512;

export const FEED_TOO_SLOW = 'The feed took too long to read.';
const FEED_TOO_LARGE = 'The feed needs more memory to read than is allowed.';
const FEED_FAILED = 'The feed could not be read.';

/** The feed could not be read within the worker's limits. */
export class FeedReadFailed extends Error {
  override readonly name = 'FeedReadFailed';
}

const pool = new WorkerPool({
  module: new URL('./feed-worker.js', import.meta.url),
  size: FEED_WORKERS,
  timeLimitMs: FEED_READ_TIME_LIMIT_MS,
  resourceLimits: { maxOldGenerationSizeMb: FEED_WORKER_HEAP_MB },
});

/**
 * The feed in an upstream answer, read in a worker thread within FEED_READ_TIME_LIMIT_MS on
 * `clock`. Throws NotAFeed, UnsafeXml or FeedReadFailed.
 */
export async function readFeedOffThread(job: FeedJob, clock: Clock): Promise<ParsedFeed> {
  let answer: FeedJobAnswer;
  try {
    answer = (await pool.run(job, clock)) as FeedJobAnswer;
  } catch (error) {
    if (error instanceof WorkerTimedOut) throw new FeedReadFailed(FEED_TOO_SLOW);
    if (error instanceof WorkerFailed)
      throw new FeedReadFailed(error.outOfMemory ? FEED_TOO_LARGE : FEED_FAILED);
    throw error;
  }
  if (answer.ok) return answer.feed;
  throw answer.refusal === 'unsafe' ? new UnsafeXml() : new NotAFeed();
}
