import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../../clock.js';
import { FEED_READ_TIME_LIMIT_MS, FEED_TOO_SLOW, readFeedOffThread } from './feed-reader.js';
import { NotAFeed } from './parse-feed.js';
import { UnsafeXml } from './xml-safety.js';

// Feeds are read in worker threads with a time limit on the server's clock (virtual here).

const SITE = 'https://news.example.com/feed.xml';
const job = (xml: string) => ({ body: Buffer.from(xml), contentType: 'text/xml', url: SITE });
const FEED = '<rss><channel><title>News</title><item><title>One</title></item></channel></rss>';

describe('reading a feed off the event loop', () => {
  it('reads a feed, and says why a document is refused', async () => {
    const clock = new VirtualClock();
    await expect(readFeedOffThread(job(FEED), clock)).resolves.toMatchObject({
      title: 'News',
      entries: [{ title: 'One' }],
    });
    await expect(readFeedOffThread(job('<html/>'), clock)).rejects.toBeInstanceOf(NotAFeed);
    await expect(
      readFeedOffThread(job('<!DOCTYPE rss [<!ENTITY a "b">]><rss/>'), clock),
    ).rejects.toBeInstanceOf(UnsafeXml);
  });

  it('refuses a feed still being read when the time limit passes, then reads the next', async () => {
    const clock = new VirtualClock();
    // The limit passes before the worker can answer: the answer arrives on a later turn.
    const reading = readFeedOffThread(job(FEED), clock);
    clock.advance(FEED_READ_TIME_LIMIT_MS);
    await expect(reading).rejects.toThrow(FEED_TOO_SLOW);
    await expect(readFeedOffThread(job(FEED), clock)).resolves.toMatchObject({ title: 'News' });
  });
});
