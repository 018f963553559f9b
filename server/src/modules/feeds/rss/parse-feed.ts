import { XMLParser } from 'fast-xml-parser';
import { clipped, decodeXml, firstImageSource, htmlToText, unescapedContent } from './text.js';
import { assertSafeXml } from './xml-safety.js';

// RSS 2.0 (and 0.9x), RSS 1.0 (RDF) and Atom, read into the entries the RSS item shows.

export const MAX_ENTRIES = 50;
export const MAX_DESCRIPTION_LENGTH = 1000;
const MAX_TITLE_LENGTH = 300;
const MAX_AUTHOR_LENGTH = 200;
const MAX_IMAGE_URL_LENGTH = 2048;

export interface FeedEntry {
  title: string;
  imageUrl: string | null;
  description: string | null;
  /** ISO 8601. */
  date: string | null;
  author: string | null;
}

export interface ParsedFeed {
  title: string | null;
  entries: FeedEntry[];
}

/** The document parsed, but it is not RSS, RDF or Atom (a web page, JSON, an error page). */
export class NotAFeed extends Error {
  override readonly name = 'NotAFeed';
  constructor() {
    super('This address is not an RSS or Atom feed.');
  }
}

type XmlNode = Record<string, unknown>;

/** Elements whose content is kept as written (markup included), so it can be read as HTML. */
const AS_WRITTEN = ['title', 'description', 'summary', 'content', 'content:encoded', 'subtitle'];
const REPEATED = new Set([
  'item',
  'entry',
  'link',
  'enclosure',
  'media:content',
  'media:thumbnail',
  'media:group',
]);

function parserFor(): XMLParser {
  return new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    // Entities are decoded here (text.ts), never by the parser: no declared entity is expanded.
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    stopNodes: AS_WRITTEN.map((name) => `*.${name}`),
    isArray: (name) => REPEATED.has(name),
  });
}

const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The text of an element that was parsed (not kept as written), XML escapes undone. */
function valueOf(value: unknown): string | null {
  const node = first(value);
  const raw = isNode(node) ? node['#text'] : node;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = decodeXml(String(raw)).trim();
  return text === '' ? null : text;
}

const attributeOf = (node: unknown, name: string): string | null => {
  const value = isNode(node) ? node[`@_${name}`] : undefined;
  return typeof value === 'string' ? decodeXml(value).trim() : null;
};

type ContentKind = 'text' | 'html' | 'xhtml';

/** An element kept as written, with the kind its `type` says (Atom) or the usual one (RSS). */
function writtenOf(value: unknown, usual: ContentKind): { raw: string; kind: ContentKind } | null {
  const node = first(value);
  const raw = isNode(node) ? node['#text'] : node;
  if (typeof raw !== 'string') return null;
  const type = (attributeOf(node, 'type') ?? '').toLowerCase();
  const kind = type === 'xhtml' ? 'xhtml' : type.includes('html') ? 'html' : type ? 'text' : usual;
  return { raw, kind };
}

/** The HTML an element carries (an escaped or CDATA string, or XHTML markup); null for text. */
function htmlOf(value: unknown, usual: ContentKind): string | null {
  const written = writtenOf(value, usual);
  if (!written || written.kind === 'text') return null;
  return written.kind === 'xhtml' ? written.raw : unescapedContent(written.raw);
}

/** What a reader sees of an element: plain text, one line. */
function plainTextOf(value: unknown, usual: ContentKind): string | null {
  const written = writtenOf(value, usual);
  if (!written) return null;
  const text =
    written.kind === 'text'
      ? unescapedContent(written.raw).replace(/\s+/g, ' ').trim()
      : htmlToText(written.kind === 'xhtml' ? written.raw : unescapedContent(written.raw));
  return text === '' ? null : text;
}

/** An absolute http(s) URL, resolved against the feed's address; null otherwise. */
function absoluteUrl(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href.length <= MAX_IMAGE_URL_LENGTH ? url.href : null;
  } catch {
    return null;
  }
}

const IMAGE_PATH = /\.(jpe?g|png|gif|webp|avif|bmp)(\?|#|$)/i;

/** A media element (enclosure, media:content, Atom link) that names a picture. */
function pictureOf(node: unknown, urlAttribute: string): string | null {
  const url = attributeOf(node, urlAttribute);
  if (!url) return null;
  const type = attributeOf(node, 'type') ?? '';
  const medium = attributeOf(node, 'medium') ?? '';
  if (type.startsWith('image/') || medium === 'image') return url;
  return !type && !medium && IMAGE_PATH.test(url) ? url : null;
}

function mediaPictureOf(holder: XmlNode): string | null {
  for (const content of list(holder['media:content'])) {
    const url = pictureOf(content, 'url');
    if (url) return url;
  }
  for (const thumbnail of list(holder['media:thumbnail'])) {
    const url = attributeOf(thumbnail, 'url');
    if (url) return url;
  }
  return null;
}

/** The entry's picture: an image enclosure, Media RSS, an Atom enclosure link, else an <img>. */
function imageOf(entry: XmlNode, htmlSources: unknown[], base: string): string | null {
  const candidates: (string | null)[] = [
    ...list(entry.enclosure).map((enclosure) => pictureOf(enclosure, 'url')),
    ...list(entry.link)
      .filter((link) => attributeOf(link, 'rel') === 'enclosure')
      .map((link) => pictureOf(link, 'href')),
    mediaPictureOf(entry),
    ...list(entry['media:group']).map((group) => (isNode(group) ? mediaPictureOf(group) : null)),
    attributeOf(first(entry['itunes:image']), 'href'),
    ...htmlSources.map((source) => {
      const html = htmlOf(source, 'html');
      return html ? firstImageSource(html) : null;
    }),
  ];
  for (const candidate of candidates) {
    const url = absoluteUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

/** Longer than any written date; a longer text is not parsed as one. */
const MAX_DATE_LENGTH = 100;

function dateOf(...values: unknown[]): string | null {
  for (const value of values) {
    const text = valueOf(value);
    if (!text || text.length > MAX_DATE_LENGTH) continue;
    const time = Date.parse(text);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return null;
}

/**
 * The name in "jane@example.com (Jane Doe)", or null when the text is not written so. Read with
 * indexOf, not a pattern such as /^\S+@\S+\s+\((.+)\)$/, which takes quadratic time on a
 * long run of "@".
 */
function nameInMailbox(text: string): string | null {
  const space = text.search(/\s/);
  const at = text.indexOf('@', 1);
  if (space === -1 || at === -1 || at > space - 2) return null;
  const rest = text.slice(space).trimStart();
  if (rest.length < 3 || !rest.startsWith('(') || !rest.endsWith(')')) return null;
  const name = rest.slice(1, -1);
  return /[\n\r\u2028\u2029]/.test(name) ? null : name;
}

/** "jane@example.com (Jane Doe)" reads "Jane Doe"; Atom's <author><name>. */
function authorOf(...values: unknown[]): string | null {
  for (const value of values) {
    const node = first(value);
    const text = isNode(node) && 'name' in node ? valueOf(node.name) : valueOf(node);
    if (!text) continue;
    return clipped(nameInMailbox(text) ?? text, MAX_AUTHOR_LENGTH);
  }
  return null;
}

function rssEntryOf(item: XmlNode, base: string): FeedEntry | null {
  const title = plainTextOf(item.title, 'html');
  if (!title) return null;
  const description = plainTextOf(item.description ?? item['content:encoded'], 'html');
  return {
    title: clipped(title, MAX_TITLE_LENGTH),
    imageUrl: imageOf(item, [item['content:encoded'], item.description], base),
    description: description ? clipped(description, MAX_DESCRIPTION_LENGTH) : null,
    date: dateOf(item.pubDate, item['dc:date'], item['a10:updated']),
    author: authorOf(item['dc:creator'], item.author),
  };
}

function atomEntryOf(entry: XmlNode, base: string): FeedEntry | null {
  const title = plainTextOf(entry.title, 'text');
  if (!title) return null;
  const description = plainTextOf(entry.summary ?? entry.content, 'text');
  return {
    title: clipped(title, MAX_TITLE_LENGTH),
    imageUrl: imageOf(entry, [entry.content, entry.summary], base),
    description: description ? clipped(description, MAX_DESCRIPTION_LENGTH) : null,
    date: dateOf(entry.published, entry.updated),
    author: authorOf(entry.author),
  };
}

const rdfRootOf = (document: XmlNode) =>
  Object.keys(document).find((key) => key === 'RDF' || key.endsWith(':RDF'));

/** The title and entries of an RSS, RDF or Atom document; throws UnsafeXml or NotAFeed. */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  assertSafeXml(xml);
  let document: unknown;
  try {
    document = parserFor().parse(xml);
  } catch {
    throw new NotAFeed();
  }
  if (!isNode(document)) throw new NotAFeed();
  const rdfKey = rdfRootOf(document);
  const read = (
    channel: unknown,
    entries: unknown,
    entryOf: (node: XmlNode, base: string) => FeedEntry | null,
    usual: ContentKind,
  ): ParsedFeed => {
    const found: FeedEntry[] = [];
    for (const node of list(entries)) {
      if (found.length === MAX_ENTRIES) break;
      const entry = isNode(node) ? entryOf(node, feedUrl) : null;
      if (entry) found.push(entry);
    }
    const title = isNode(channel) ? plainTextOf(channel.title, usual) : null;
    return { title: title ? clipped(title, MAX_TITLE_LENGTH) : null, entries: found };
  };
  if (isNode(document.rss)) {
    const channel = first(document.rss.channel);
    return read(channel, isNode(channel) ? channel.item : [], rssEntryOf, 'html');
  }
  if (isNode(document.feed)) return read(document.feed, document.feed.entry, atomEntryOf, 'text');
  if (rdfKey && isNode(document[rdfKey])) {
    const root = document[rdfKey];
    return read(first(root.channel), root.item, rssEntryOf, 'html');
  }
  throw new NotAFeed();
}
