import { describe, expect, it } from 'vitest';
import { expectLinearTimeOfText } from '../../../test/growth.js';
import { UNPACKED_SIZE_LIMIT_BYTES } from '../upstream.js';
import { parseFeed } from './parse-feed.js';
import { firstImageSource, htmlToText, unescapedContent } from './text.js';
import { assertSafeXml } from './xml-safety.js';

// A feed is at most 5 MB once unpacked. Each reader of its text gets the worst shapes found for
// it and must read them in linear time: a scan restarting at every "<img" took minutes at the
// limit. Time is compared between sizes in one run, so a busy machine does not change the
// verdict; how fast a whole feed is read is measured in bench/hostile-inputs.mjs.

const LIMIT = UNPACKED_SIZE_LIMIT_BYTES;
const SITE = 'https://news.example.com';

/** `unit` repeated to fill `size`, then `tail`. */
const filled = (unit: string, tail = '', size = LIMIT) =>
  unit.repeat(Math.floor((size - tail.length) / unit.length)) + tail;

const rssItem = (item: string) =>
  `<rss version="2.0"><channel><title>t</title><item><title>x</title>${item}</item></channel></rss>`;

describe('reading a feed’s text in linear time', () => {
  it('finds the first picture among unclosed "<img" (each used to scan to the one ">")', () => {
    expectLinearTimeOfText((size) => filled('<img', '>', size), firstImageSource);
    expectLinearTimeOfText(
      (size) => `<img${filled(' src="x src=\'', '>', size)}`,
      firstImageSource,
    );
    expect(firstImageSource(filled('<img', '>'))).toBeNull();
    expect(firstImageSource(`${'<img'.repeat(1000)} src="a.png">`)).toBe('a.png');
    expect(firstImageSource('<img alt="x"><img src="b.png">')).toBe('b.png');
  });

  it.each(['<img ', '<script>', '<!-- ', '<!x ', '< ', '<p>a&amp;b&#x41;'])(
    'reads HTML full of "%s"',
    (unit) => {
      expectLinearTimeOfText((size) => filled(unit, '', size), htmlToText);
    },
  );

  it('still reads HTML as text', () => {
    expect(htmlToText('a < b <p>One</p><p>Two</p><script>x</script>&amp; <!-- c -->d')).toBe(
      'a < b One Two & d',
    );
    expect(htmlToText('kept <b>bold</b> <img src="x"> and <unclosed')).toBe('kept bold and');
  });

  it('reads text full of unclosed CDATA sections', () => {
    expectLinearTimeOfText((size) => filled('<![CDATA[ ]]', '', size), unescapedContent);
  });

  it.each(['<!-- --', '<![CDATA[ ]]', '<!DOCTYPE rss>'])('checks XML full of "%s"', (unit) => {
    expectLinearTimeOfText((size) => filled(unit, '', size), assertSafeXml);
  });

  it('checks a document type padded to its size', () => {
    expectLinearTimeOfText((size) => `<!DOCTYPE ${filled(' ', 'rss>', size)}`, assertSafeXml);
  });

  it.each([
    [
      'a description of "<img"',
      (size: number) => `<description><![CDATA[${filled('<img', '>', size)}]]>`,
    ],
    [
      'an escaped description of "<img"',
      (size: number) => `<description>${filled('&lt;img', '', size)}`,
    ],
    ['an author of "@"', (size: number) => `<author>${filled('@', '', size)}`],
    ['an author of "("', (size: number) => `<author>a@b ${filled('(', '', size)}`],
    ['a date of digits', (size: number) => `<pubDate>${filled('1', '', size)}`],
  ])('reads a whole feed with %s', (_, item) => {
    const feed = (size: number) => rssItem(item(size).replace(/^<(\w+)>(.*)$/s, '<$1>$2</$1>'));
    expectLinearTimeOfText(feed, (xml) => parseFeed(xml, SITE));
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
