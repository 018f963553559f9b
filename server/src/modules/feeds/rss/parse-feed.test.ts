import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectLinearTimeOfText } from '../../../test/growth.js';
import { feedText } from './charset.js';
import { MAX_DESCRIPTION_LENGTH, MAX_ENTRIES, NotAFeed, parseFeed } from './parse-feed.js';
import { htmlToText } from './text.js';
import { UnsafeXml } from './xml-safety.js';

const recorded = (path: string) =>
  readFileSync(new URL(`../../../../../fixtures/feeds/${path}`, import.meta.url), 'utf8');
const SITE = 'https://news.example.com';

describe('reading an RSS 2.0 feed', () => {
  const feed = parseFeed(recorded('rss/news.rss.xml'), `${SITE}/rss.xml`);

  it('reads the channel title and every titled entry, in the feed’s order', () => {
    expect(feed.title).toBe('City News & Transport');
    expect(feed.entries.map((e) => e.title)).toEqual([
      'New tram line opens to the north district',
      'Concert season at the Rudolfinum: “Má vlast” opens',
      'Weather: snow expected on Thursday',
      'Roadworks on the ring road until March',
    ]);
  });

  it('gives each entry a picture, plain text, a date and an author where the feed has them', () => {
    expect(feed.entries[0]).toEqual({
      title: 'New tram line opens to the north district',
      imageUrl: `${SITE}/img/tram.png`,
      description:
        'The new line 25 runs every 8 minutes at peak times & every 15 minutes in the evening. The first tram left the depot at 4:30.',
      date: '2025-01-14T07:00:00.000Z',
      author: 'Jana Nováková',
    });
    // Escaped HTML, Media RSS picture, a script that never becomes text.
    expect(feed.entries[1]).toMatchObject({
      imageUrl: `${SITE}/img/concert.png`,
      description: 'Smetana’s cycle opens the season on 12 May.',
      author: 'Petr Svoboda',
    });
    // A relative <img> in the description, the RSS author's name from "mail (Name)".
    expect(feed.entries[2]).toMatchObject({
      imageUrl: `${SITE}/img/snow.png`,
      description: 'Up to 10 cm of fresh snow is expected in the hills.',
      author: 'Weather desk',
      date: '2025-01-13T11:05:00.000Z',
    });
    expect(feed.entries[3]).toMatchObject({ imageUrl: null, author: null });
  });
});

describe('reading Atom and RSS 1.0 (RDF)', () => {
  it('reads Atom text, HTML and XHTML content, enclosure links and authors', () => {
    const feed = parseFeed(recorded('rss/blog.atom.xml'), `${SITE}/atom.xml`);
    expect(feed.title).toBe('Museum Blog');
    expect(feed.entries).toEqual([
      {
        title: 'Dinosaurs & fossils: the new hall',
        imageUrl: `${SITE}/img/fossil.png`,
        description: 'A 12-metre skeleton is the centre of the new hall.',
        date: '2025-01-14T07:45:00.000Z',
        author: 'Eva Dvořáková',
      },
      {
        title: 'Opening hours over the holidays',
        imageUrl: `${SITE}/img/hours.png`,
        description: 'Open daily 10:00–18:00, closed on 1 January.',
        date: '2025-01-10T11:00:00.000Z',
        author: 'Museum team',
      },
      {
        title: 'Tickets <now> online',
        imageUrl: null,
        description: 'Buy tickets on the website & skip the queue.',
        date: '2025-01-08T09:00:00.000Z',
        author: null,
      },
    ]);
  });

  it('reads RDF items beside the channel', () => {
    const feed = parseFeed(recorded('rss/press.rdf.xml'), `${SITE}/rdf.xml`);
    expect(feed.title).toBe('Town Hall Press Releases');
    expect(feed.entries).toEqual([
      {
        title: 'Waste collection moves to Wednesdays',
        imageUrl: null,
        description: 'From February, bins are emptied on Wednesdays.',
        date: '2025-01-14T09:00:00.000Z',
        author: 'Press office',
      },
      {
        title: 'Library extends opening hours',
        imageUrl: null,
        description: 'The central library now opens at 8:00.',
        date: '2025-01-13T08:00:00.000Z',
        author: null,
      },
    ]);
  });
});

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>${items}</channel></rss>`;

describe('what the item is given at most', () => {
  it('keeps 50 entries and 1000 characters of description', () => {
    const long = 'word '.repeat(400);
    const items = Array.from(
      { length: 80 },
      (_, i) => `<item><title>Entry ${i}</title><description>${long}</description></item>`,
    ).join('');
    const feed = parseFeed(rss(items), `${SITE}/rss.xml`);
    expect(feed.entries).toHaveLength(MAX_ENTRIES);
    expect(feed.entries[49]!.title).toBe('Entry 49');
    const description = feed.entries[0]!.description!;
    expect(description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(description.endsWith('word…')).toBe(true);
  });

  it('keeps only http(s) pictures', () => {
    const feed = parseFeed(
      rss(
        '<item><title>a</title><enclosure url="javascript:alert(1)" type="image/png"/></item>' +
          '<item><title>b</title><description>&lt;img src="data:image/png;base64,AAAA"&gt;</description></item>',
      ),
      `${SITE}/rss.xml`,
    );
    expect(feed.entries.map((e) => e.imageUrl)).toEqual([null, null]);
  });
});

describe('what is not a feed, or not a safe one', () => {
  it.each([
    ['a web page', '<!doctype html><html><body><h1>Hello</h1></body></html>'],
    ['JSON', '{"items": []}'],
    ['nothing', ''],
  ])('refuses %s as not an RSS or Atom feed', (_, text) => {
    expect(() => parseFeed(text, SITE)).toThrow(NotAFeed);
    expect(() => parseFeed(text, SITE)).toThrow('This address is not an RSS or Atom feed.');
  });

  it.each([
    ['an internal subset', '<!DOCTYPE rss [<!ENTITY a "b">]><rss/>'],
    ['an external DTD', '<!DOCTYPE rss SYSTEM "http://x.example/rss.dtd"><rss/>'],
    ['a public DTD', '<!DOCTYPE rss PUBLIC "-//X//DTD//EN" "http://x.example/a.dtd"><rss/>'],
    ['an entity outside a document type', '<rss><!ENTITY a "b"></rss>'],
    ['a lower-case declaration', '<!doctype rss [<!entity a "b">]><rss/>'],
  ])('refuses a document with %s', (_, text) => {
    expect(() => parseFeed(text, SITE)).toThrow(UnsafeXml);
  });

  it('lets a bare document type through, and declarations inside comments and CDATA', () => {
    const text = rss(
      '<!-- <!ENTITY a "b"> --><item><title><![CDATA[About <!ENTITY x SYSTEM "file:///">]]></title></item>',
    ).replace('<rss', '<!DOCTYPE rss><rss');
    expect(parseFeed(text, SITE).entries[0]!.title).toBe('About');
  });

  it('reads a hostile description in linear time (unclosed tags by the thousand)', () => {
    const hostile = (units: number) => '<img <script <!-- <![CDATA[ '.repeat(units);
    const feedOf = (units: number) =>
      rss(
        `<item><title>x</title><description>${hostile(units).replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</description></item>`,
      );
    // A unit is 28 characters, 40 once escaped.
    expectLinearTimeOfText((length) => hostile(Math.floor(length / 28)), htmlToText);
    expectLinearTimeOfText(
      (length) => feedOf(Math.floor(length / 40)),
      (text) => parseFeed(text, SITE),
    );
    expect(parseFeed(feedOf(40_000), SITE).entries[0]!.title).toBe('x');
  });
});

describe('the feed’s encoding', () => {
  it('reads windows-1250 as its XML declaration says, and the Content-Type over it', () => {
    const bytes = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="windows-1250"?><rss><channel><title>'),
      Buffer.from([0x8e, 0x6c, 0x75, 0x9d, 0x6f, 0x75, 0xe8, 0x6b, 0xfd]), // Žluťoučký
      Buffer.from('</title></channel></rss>'),
    ]);
    expect(parseFeed(feedText(bytes, 'text/xml'), SITE).title).toBe('Žluťoučký');
    const latin = feedText(bytes, 'text/xml; charset=iso-8859-1');
    expect(parseFeed(latin, SITE).title).not.toBe('Žluťoučký');
    expect(feedText(Buffer.from('\ufeff<rss/>'), 'text/xml; charset=nonsense')).toBe('<rss/>');
  });
});
