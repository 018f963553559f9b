/**
 * The deepest nesting of brackets, braces and parentheses in a GraphQL document's source,
 * outside strings, block strings and comments. One forward pass, no parsing: it guards the
 * parser, whose recursion overflows the call stack on a few thousand nested list literals (a 6 KB
 * anonymous request) before its token limit is reached.
 */
export function nestingDepth(source: string): number {
  let depth = 0;
  let deepest = 0;
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    if (char === '#') {
      const end = source.indexOf('\n', at);
      at = end === -1 ? source.length : end + 1;
    } else if (source.startsWith('"""', at)) {
      at = closingOf(source, at + 3, '"""');
    } else if (char === '"') {
      at = closingOf(source, at + 1, '"');
    } else {
      if (char === '[' || char === '{' || char === '(') deepest = Math.max(deepest, ++depth);
      else if (char === ']' || char === '}' || char === ')') depth--;
      at++;
    }
  }
  return deepest;
}

/** Where the string that started before `from` ends (after `quote`), a backslash escaping. */
function closingOf(source: string, from: number, quote: string): number {
  let at = from;
  while (at < source.length) {
    if (source[at] === '\\') at += 2;
    else if (source.startsWith(quote, at)) return at + quote.length;
    else if (quote === '"' && source[at] === '\n')
      return at + 1; // unterminated: parse refuses it
    else at++;
  }
  return source.length;
}
