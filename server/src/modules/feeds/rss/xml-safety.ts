// XML bombs (an entity expanding to gigabytes: "billion laughs") and external entities (XXE:
// an entity whose text is a file or URL the parser would read) both need a document type that
// declares entities. Feeds never need one, so a document that declares anything is refused
// before it reaches the parser; a bare `<!DOCTYPE rss>` is let through. The parser then runs
// with entity processing off, so even a declaration missed here would expand nothing.

/** The feed's XML declares entities, a DTD or other markup a feed never needs. */
export class UnsafeXml extends Error {
  override readonly name = 'UnsafeXml';
  constructor() {
    super('This feed declares its own entities or document type, which the server does not read.');
  }
}

const DECLARATION = /<!([A-Za-z]*)/y;
const BARE_DOCTYPE = /^<!DOCTYPE\s+[^\s[\]<>]+\s*>$/i;

/**
 * Throws UnsafeXml when the text declares entities, an internal subset or an external DTD.
 * Comments and CDATA sections are skipped, as a parser reads them; the scan is linear.
 */
export function assertSafeXml(text: string): void {
  let at = 0;
  for (;;) {
    const open = text.indexOf('<!', at);
    if (open === -1) return;
    if (text.startsWith('<!--', open)) {
      const end = text.indexOf('-->', open + 4);
      if (end === -1) return;
      at = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', open)) {
      const end = text.indexOf(']]>', open + 9);
      if (end === -1) return;
      at = end + 3;
      continue;
    }
    DECLARATION.lastIndex = open;
    const keyword = (DECLARATION.exec(text)?.[1] ?? '').toUpperCase();
    if (keyword !== 'DOCTYPE') throw new UnsafeXml();
    const end = text.indexOf('>', open);
    if (end === -1 || !BARE_DOCTYPE.test(text.slice(open, end + 1))) throw new UnsafeXml();
    at = end + 1;
  }
}
