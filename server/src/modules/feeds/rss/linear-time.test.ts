import { describe, expect, it } from 'vitest';
import { HANG_MS, runMs } from '../../../test/hang.js';
import { UNPACKED_SIZE_LIMIT_BYTES } from '../upstream.js';
import { FEED_READ_TIME_LIMIT_MS } from './feed-reader.js';
import { parseFeed } from './parse-feed.js';
import { firstImageSource, htmlToText, unescapedContent } from './text.js';
import { assertSafeXml } from './xml-safety.js';

// A feed is at most 5 MB once unpacked. Each reader of its text gets the worst shapes found for
// it at that size and must stay far from a hang: a scan restarting at every "<img" took minutes
// here. A whole feed is read off the event loop within its own time limit, so that is its bound.

const LIMIT = UNPACKED_SIZE_LIMIT_BYTES;
const SITE = 'https://news.example.com';

/** `unit` repeated to fill the 5 MB limit, then `tail`. */
const filled = (unit: string, tail = '', size = LIMIT) =>
  unit.repeat(Math.floor((size - tail.length) / unit.length)) + tail;

const rssItem = (item: string) =>
  `<rss version="2.0"><channel><title>t</title><item><title>x</title>${item}</item></channel></rss>`;

describe('reading a feed’s text in linear time, at the 5 MB limit', () => {
  it('finds the first picture among unclosed "<img" (each used to scan to the one ">")', () => {
    expect(runMs(() => firstImageSource(filled('<img', '>')))).toBeLessThan(HANG_MS);
    expect(runMs(() => firstImageSource(`<img${filled(' src="x src=\'', '>')}`))).toBeLessThan(
      HANG_MS,
    );
    expect(firstImageSource(`${'<img'.repeat(1000)} src="a.png">`)).toBe('a.png');
    expect(firstImageSource('<img alt="x"><img src="b.png">')).toBe('b.png');
  });

  it.each(['<img ', '<script>', '<!-- ', '<!x ', '< ', '<p>a&amp;b&#x41;'])(
    'reads HTML full of "%s"',
    (unit) => {
      expect(runMs(() => htmlToText(filled(unit)))).toBeLessThan(HANG_MS);
    },
  );

  it('still reads HTML as text', () => {
    expect(htmlToText('a < b <p>One</p><p>Two</p><script>x</script>&amp; <!-- c -->d')).toBe(
      'a < b One Two & d',
    );
    expect(htmlToText('kept <b>bold</b> <img src="x"> and <unclosed')).toBe('kept bold and');
  });

  it('reads text full of unclosed CDATA sections', () => {
    expect(runMs(() => unescapedContent(filled('<![CDATA[ ]]')))).toBeLessThan(HANG_MS);
  });

  it.each(['<!-- --', '<![CDATA[ ]]', '<!DOCTYPE rss>'])('checks XML full of "%s"', (unit) => {
    expect(runMs(() => assertSafeXml(filled(unit)))).toBeLessThan(HANG_MS);
  });

  it('checks a document type padded to the limit', () => {
    expect(runMs(() => assertSafeXml(`<!DOCTYPE ${filled(' ', 'rss>', LIMIT - 10)}`))).toBeLessThan(
      HANG_MS,
    );
  });

  it.each([
    ['a description of "<img"', `<description><![CDATA[${filled('<img', '>', LIMIT - 200)}]]>`],
    ['an escaped description of "<img"', `<description>${filled('&lt;img', '', LIMIT - 200)}`],
    ['an author of "@"', `<author>${filled('@', '', LIMIT - 200)}`],
    ['an author of "("', `<author>a@b ${filled('(', '', LIMIT - 200)}`],
    ['a date of digits', `<pubDate>${filled('1', '', LIMIT - 200)}`],
  ])('reads a whole feed with %s', (_, item) => {
    const closed = item.replace(/^<(\w+)>(.*)$/s, '<$1>$2</$1>');
    const xml = rssItem(closed);
    expect(xml.length).toBeLessThanOrEqual(LIMIT);
    expect(runMs(() => parseFeed(xml, SITE))).toBeLessThan(FEED_READ_TIME_LIMIT_MS);
  });

  it('still reads an author’s name from "mail (Name)" and nothing else from other text', () => {
    const authorOf = (author: string) =>
      parseFeed(rssItem(`<author>${author}</author>`), SITE).entries[0]!.author;
    expect(authorOf('jane@example.com (Jane Doe)')).toBe('Jane Doe');
    expect(authorOf('jane@example.com   (Jane (J.) Doe)')).toBe('Jane (J.) Doe');
    expect(authorOf('@example.com (Jane)')).toBe('@example.com (Jane)');
    expect(authorOf('jane@ (Jane)')).toBe('jane@ (Jane)');
    expect(authorOf('jane@example.com ()')).toBe('jane@example.com ()');
    expect(authorOf('Jane Doe')).toBe('Jane Doe');
  });
});
