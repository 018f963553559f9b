import type { PlayableFile } from '../player/content.js';

/** The mimetype the server gives font files of playable content. */
const FONT_FILE_MIMETYPE = 'font/woff2';

/** What a CSS unicode-range may hold; anything else is left out rather than trusted. */
const UNICODE_RANGE =
  /^\s*U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?(\s*,\s*U\+[0-9A-F?]{1,6}(-[0-9A-F]{1,6})?)*\s*$/i;

/** A CSS string: the value cannot close the quotes or the rule whatever it holds. */
const cssString = (text: string) =>
  `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n\f]/g, ' ')}"`;

/**
 * One @font-face per font file of the content, at the file's URL: after kept media made it
 * local, the device's copy, so text draws in its fonts offline. Families are declared exactly as
 * the text widget names them (`font-family: '<Family>', sans-serif`), each face with its weight,
 * style and unicode range, and font-display swap: text shows at once in the fallback and
 * changes when the file is read, never stays invisible. Files without font facts (media, older
 * content) give nothing.
 */
export function fontFaceCss(files: Iterable<PlayableFile>): string {
  const rules = new Map<string, string>();
  for (const file of files) {
    const font = file.font;
    if (!font || file.mimetype !== FONT_FILE_MIMETYPE || !file.url || rules.has(file.url)) continue;
    const weight = Number.isInteger(font.weight) ? `  font-weight: ${font.weight};\n` : '';
    const range = UNICODE_RANGE.test(font.unicodeRange)
      ? `  unicode-range: ${font.unicodeRange.trim()};\n`
      : '';
    rules.set(
      file.url,
      '@font-face {\n' +
        `  font-family: ${cssString(font.family)};\n` +
        `  font-style: ${font.style === 'italic' ? 'italic' : 'normal'};\n` +
        weight +
        '  font-display: swap;\n' +
        `  src: url(${cssString(file.url)}) format('woff2');\n` +
        range +
        '}',
    );
  }
  return [...rules.values()].join('\n');
}
