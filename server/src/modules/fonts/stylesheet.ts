import type { FontFace, FontLibrary } from './library.js';

/** More families than this in one stylesheet request is refused (a picker never needs more). */
const MAX_STYLESHEET_FAMILIES = 20;

export type StylesheetRequest = { ok: true; families: string[] } | { ok: false; message: string };

/**
 * The families a stylesheet URL asks for: `family=Roboto&family=Open+Sans` or
 * `families=Roboto|Lato`, in that order, each once. A Google-style `Roboto:wght@400;700` is read
 * as `Roboto`: the weights served are the catalogue's.
 */
export function requestedFamilies(params: URLSearchParams): StylesheetRequest {
  const names = [
    ...params.getAll('family'),
    ...params.getAll('families').flatMap((list) => list.split('|')),
  ]
    .map((name) => name.split(':')[0]!.trim())
    .filter((name) => name.length > 0);
  const seen = new Set<string>();
  const families = names.filter((name) => {
    const key = name.toLowerCase();
    return !seen.has(key) && seen.add(key);
  });
  if (families.length > MAX_STYLESHEET_FAMILIES) {
    return {
      ok: false,
      message: `At most ${MAX_STYLESHEET_FAMILIES} font families can be loaded at once; ${families.length} were asked for.`,
    };
  }
  return { ok: true, families };
}

/** A family name as a CSS string: quotes and backslashes escaped, nothing else can break out. */
const cssString = (text: string) =>
  `'${text.replace(/[\\']/g, (c) => `\\${c}`).replace(/[\r\n\f]/g, ' ')}'`;

function fontFaceRule(face: FontFace): string {
  return [
    `/* ${face.packageId} ${face.slice} ${face.weight} ${face.style} */`,
    '@font-face {',
    `  font-family: ${cssString(face.family)};`,
    `  font-style: ${face.style};`,
    `  font-weight: ${face.weight};`,
    '  font-display: swap;',
    `  src: url(${face.path}) format('woff2');`,
    `  unicode-range: ${face.unicodeRange};`,
    '}',
  ].join('\n');
}

/**
 * One @font-face per served weight, style and unicode slice of each family we serve; families
 * the catalogue does not have are left out (the text falls back to the generic family). Files
 * load from this server only (origin-relative URLs), and only the slices a page uses are fetched.
 */
export function fontStylesheet(library: FontLibrary, families: readonly string[]): string {
  const rules: string[] = [];
  for (const name of families) {
    const family = library.familyNamed(name);
    if (family) rules.push(...library.faces(family).map(fontFaceRule));
  }
  return rules.length > 0
    ? `${rules.join('\n\n')}\n`
    : '/* No font family of this server was asked for. */\n';
}
