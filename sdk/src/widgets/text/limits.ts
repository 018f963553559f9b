/**
 * How big a text item's document may be. A body comes from the server, which stores what any
 * console (or API client) wrote; a player must not freeze on a document with a million nodes or
 * nesting a thousand levels deep. The figures leave room for any real sign (a 2×2 table with a
 * few paragraphs is about 20 nodes) and keep the worst case cheap to parse and draw.
 */
export const TEXT_LIMITS = {
  /** Elements and text leaves together. */
  maxNodes: 5_000,
  /** Characters across every text leaf. */
  maxCharacters: 20_000,
  /** Levels below the document: table › row › cell › paragraph › text is the deepest shape. */
  maxDepth: 5,
} as const;

/**
 * Whether a raw (unparsed) document stays inside TEXT_LIMITS. It runs before the schema so an
 * oversized body is refused after a bounded walk, without the schema first parsing all of it;
 * it stops at the first node past a limit.
 */
export function withinTextLimits(value: unknown): boolean {
  if (!Array.isArray(value)) return true; // Not a document: the schema says why.
  let nodes = 0;
  let characters = 0;
  const stack: { children: readonly unknown[]; depth: number }[] = [{ children: value, depth: 1 }];
  while (stack.length > 0) {
    const { children, depth } = stack.pop()!;
    if (depth > TEXT_LIMITS.maxDepth) return false;
    nodes += children.length;
    if (nodes > TEXT_LIMITS.maxNodes) return false;
    for (const child of children) {
      if (!child || typeof child !== 'object') continue;
      const { text, children: nested } = child as { text?: unknown; children?: unknown };
      if (typeof text === 'string') {
        characters += text.length;
        if (characters > TEXT_LIMITS.maxCharacters) return false;
      }
      if (Array.isArray(nested)) stack.push({ children: nested, depth: depth + 1 });
    }
  }
  return true;
}
