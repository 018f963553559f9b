// What a person must never read on a console page: the codes, ids and JSON that belong to the
// program. A page's text is searched outside code blocks (<code>, <pre>), where raw text is
// what a person asked to see.

/** Words that look like code but are names people write so (operating systems, devices). */
const PEOPLES_WORDS = new Set(['macOS', 'webOS', 'iOS', 'iPhone', 'iPad', 'iPadOS', 'eBay']);

const CAMEL_CASE = /\b[a-z]+[A-Z][a-zA-Z]+\b/g;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const JSON_OBJECT = /\{\s*"/g;

/** Each raw identifier in `text`: camelCase codes, UUIDs and the start of JSON objects. */
export function rawIdentifiersIn(text: string): string[] {
  const camel = [...text.matchAll(CAMEL_CASE)]
    .map((m) => m[0])
    .filter((w) => !PEOPLES_WORDS.has(w));
  const ids = [...text.matchAll(UUID)].map((m) => m[0]);
  const json = [...text.matchAll(JSON_OBJECT)].map((m) => m[0]);
  return [...camel, ...ids, ...json];
}

/** The text a person reads in `root`: everything but code blocks, scripts and styles. */
export function visibleText(root: Element): string {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('code, pre, script, style')) texts.push(node.nodeValue ?? '');
  // Each text node apart, so the words of two cells never run together into one.
  return texts.join(' ').replace(/\s+/g, ' ');
}
