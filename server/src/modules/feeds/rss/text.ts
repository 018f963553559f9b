// Text out of a feed: what the XML escaped, then what HTML inside it marked up. Only the five
// XML entities and numeric character references exist at the XML level (a document declaring
// more is refused before parsing, see xml-safety.ts); HTML adds a few common named ones.

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const HTML_ENTITIES: Record<string, string> = {
  ...XML_ENTITIES,
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  deg: '°',
  middot: '·',
  bull: '•',
  times: '×',
};

/** One reference at a given index (sticky); its parts are bounded, so it never backtracks far. */
const REFERENCE = /&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,15});/iy;

function characterOf(code: number): string | null {
  const valid =
    (code >= 0x20 && code <= 0xd7ff) ||
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0xe000 && code <= 0x10ffff && code !== 0xfffe && code !== 0xffff);
  return valid ? String.fromCodePoint(code) : null;
}

/** What the reference named `name` (without "&" and ";") stands for, or null to keep it. */
function referred(name: string, named: Record<string, string>): string | null {
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X';
    return characterOf(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  }
  return Object.hasOwn(named, name) ? named[name]! : null;
}

/** The text with its references decoded, copied in runs between them. */
function decodeWith(text: string, named: Record<string, string>): string {
  let out = '';
  let copied = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', amp + 1)) {
    REFERENCE.lastIndex = amp;
    const name = REFERENCE.exec(text)?.[1];
    const character = name === undefined ? null : referred(name, named);
    if (character === null) continue;
    out += text.slice(copied, amp) + character;
    copied = REFERENCE.lastIndex;
    amp = copied - 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** The five XML entities and numeric references; anything else stays as written. */
export const decodeXml = (text: string) => decodeWith(text, XML_ENTITIES);

/** Some common HTML entities and numeric references. */
const decodeHtml = (text: string) => decodeWith(text, HTML_ENTITIES);

// Every scan below moves forward only (indexOf, sticky patterns): a hostile feed full of
// unclosed "<!--", "<![CDATA[" or "<img" costs linear time, never a regex backtracking storm.

/**
 * The content of an element as it was written (a parser stop node): CDATA sections are taken as
 * they are, the rest has its XML escapes undone.
 */
export function unescapedContent(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const open = raw.indexOf('<![CDATA[', at);
    if (open === -1) return out + decodeXml(raw.slice(at));
    const close = raw.indexOf(']]>', open + 9);
    out += decodeXml(raw.slice(at, open)) + raw.slice(open + 9, close === -1 ? undefined : close);
    if (close === -1) return out;
    at = close + 3;
  }
}

/** Elements whose content is never text a reader sees. */
const HIDDEN = new Set(['script', 'style', 'head', 'template', 'noscript', 'iframe', 'object']);
/** Elements that separate words: "<p>One</p><p>Two</p>" reads "One Two". */
const SEPARATING = new Set(
  'p div br hr li ul ol dl dt dd h1 h2 h3 h4 h5 h6 tr td th table blockquote section article figure figcaption header footer pre'.split(
    ' ',
  ),
);
const TAG_START = /<(\/?)([a-z][a-z0-9-]*)/iy;

interface Markup {
  /** The index after the markup, or -1 when it never ends (the rest is then dropped). */
  end: number;
  /** Whether it separates words: a tag such as <p>, a comment, hidden content. */
  separates: boolean;
}

/** The markup starting with the "<" at `lt`, or null when this "<" is text, as in "a < b". */
function markupAt(html: string, lower: string, lt: number): Markup | null {
  if (html.startsWith('<!--', lt)) {
    const end = html.indexOf('-->', lt + 4);
    return { end: end === -1 ? -1 : end + 3, separates: true };
  }
  if (html[lt + 1] === '!' || html[lt + 1] === '?') {
    // <!DOCTYPE …>, <![CDATA[…]]>, <?xml …?>: HTML reads them as comments.
    const end = html.indexOf('>', lt + 2);
    return { end: end === -1 ? -1 : end + 1, separates: true };
  }
  TAG_START.lastIndex = lt;
  const tag = TAG_START.exec(html);
  if (!tag) return null;
  const gt = html.indexOf('>', TAG_START.lastIndex);
  const name = tag[2]!.toLowerCase();
  const hidden = HIDDEN.has(name);
  const separates = hidden || SEPARATING.has(name);
  if (gt === -1 || tag[1] !== '' || !hidden) return { end: gt === -1 ? -1 : gt + 1, separates };
  const close = lower.indexOf(`</${name}`, gt + 1);
  const end = close === -1 ? -1 : html.indexOf('>', close);
  return { end: end === -1 ? -1 : end + 1, separates };
}

/**
 * HTML as plain text: tags and comments removed, entities decoded, spaces collapsed. The text
 * between markup is copied in whole runs, so a "<" that is text costs no copy of its own.
 */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let copied = 0;
  let lt = html.indexOf('<');
  while (lt !== -1) {
    const markup = markupAt(html, lower, lt);
    if (markup === null) {
      lt = html.indexOf('<', lt + 1);
      continue;
    }
    parts.push(html.slice(copied, lt));
    if (markup.end === -1) {
      copied = html.length;
      break;
    }
    if (markup.separates) parts.push(' ');
    copied = markup.end;
    lt = html.indexOf('<', copied);
  }
  parts.push(html.slice(copied));
  // Runs of spaces, and any other space character (\s includes the no-break space), read as one
  // space; a single " " is left as it is rather than replaced by itself.
  return decodeHtml(parts.join(''))
    .replace(/\s{2,}|[^\S ]/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word when one ends near the limit, with an ellipsis. */
export function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const SRC = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/**
 * The src of the first <img> in some HTML, as written (entities decoded). A tag runs to its
 * first ">", and every "<img" before that ">" is part of the same tag (HTML reads it as an
 * attribute name), so the scan resumes after the ">": each character is looked at a bounded
 * number of times, even in "<img <img <img … >".
 */
export function firstImageSource(html: string): string | null {
  const lower = html.toLowerCase();
  let at = lower.indexOf('<img');
  while (at !== -1) {
    if (/[a-z0-9-]/.test(lower[at + 4] ?? '')) {
      at = lower.indexOf('<img', at + 4);
      continue;
    }
    const gt = html.indexOf('>', at);
    if (gt === -1) return null;
    const src = SRC.exec(html.slice(at + 4, gt));
    const value = (src?.[1] ?? src?.[2] ?? src?.[3])?.trim();
    if (value) return decodeHtml(value);
    at = lower.indexOf('<img', gt + 1);
  }
  return null;
}
