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

const REFERENCE = /&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,15});/gi;

function characterOf(code: number): string | null {
  const valid =
    (code >= 0x20 && code <= 0xd7ff) ||
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0xe000 && code <= 0x10ffff && code !== 0xfffe && code !== 0xffff);
  return valid ? String.fromCodePoint(code) : null;
}

function decodeWith(text: string, named: Record<string, string>): string {
  return text.replace(REFERENCE, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      return characterOf(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10)) ?? whole;
    }
    return Object.hasOwn(named, name) ? named[name]! : whole;
  });
}

/** The five XML entities and numeric references; anything else stays as written. */
export const decodeXml = (text: string) => decodeWith(text, XML_ENTITIES);

/** Some common HTML entities and numeric references. */
export const decodeHtml = (text: string) => decodeWith(text, HTML_ENTITIES);

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

/** HTML as plain text: tags and comments removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      out += html.slice(at);
      break;
    }
    out += html.slice(at, lt);
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      if (end === -1) break;
      out += ' ';
      at = end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      // <!DOCTYPE …>, <![CDATA[…]]>, <?xml …?>: HTML reads them as comments.
      const end = html.indexOf('>', lt + 2);
      if (end === -1) break;
      out += ' ';
      at = end + 1;
      continue;
    }
    TAG_START.lastIndex = lt;
    const tag = TAG_START.exec(html);
    if (!tag) {
      // A "<" of the text itself, as in "a < b".
      out += '<';
      at = lt + 1;
      continue;
    }
    const gt = html.indexOf('>', TAG_START.lastIndex);
    if (gt === -1) break;
    const name = tag[2]!.toLowerCase();
    at = gt + 1;
    if (tag[1] === '' && HIDDEN.has(name)) {
      const close = lower.indexOf(`</${name}`, at);
      const end = close === -1 ? -1 : html.indexOf('>', close);
      if (end === -1) break;
      at = end + 1;
    }
    if (SEPARATING.has(name) || HIDDEN.has(name)) out += ' ';
  }
  return decodeHtml(out)
    .replace(/[\s\u00a0]+/g, ' ')
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

/** The src of the first <img> in some HTML, as written (entities decoded). */
export function firstImageSource(html: string): string | null {
  const lower = html.toLowerCase();
  for (let at = lower.indexOf('<img'); at !== -1; at = lower.indexOf('<img', at + 4)) {
    if (/[a-z0-9-]/.test(lower[at + 4] ?? '')) continue;
    const gt = html.indexOf('>', at);
    if (gt === -1) return null;
    const src = SRC.exec(html.slice(at + 4, gt));
    const value = (src?.[1] ?? src?.[2] ?? src?.[3])?.trim();
    if (value) return decodeHtml(value);
  }
  return null;
}
