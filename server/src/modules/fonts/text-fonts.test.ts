import { describe, expect, it } from 'vitest';
import { unicodeRanges } from './playable-fonts.js';
import { firstFamily, MAX_TEXT_NODES, textFontUses } from './text-fonts.js';

const scene = (type: string, body: unknown) => ({
  sceneItems: [{ item: { type, body } }],
});

describe('the fonts text items draw with', () => {
  it('reads the first family of a CSS list, unquoted', () => {
    expect(firstFamily("'Open Sans', sans-serif")).toBe('Open Sans');
    expect(firstFamily('"Lato"')).toBe('Lato');
    expect(firstFamily('  ')).toBeNull();
    expect(firstFamily(12)).toBeNull();
  });

  it('groups leaves by family, bold and italic, and ignores items that are not text', () => {
    const uses = textFontUses([
      scene('text', {
        slateValue: [
          { type: 'paragraph', children: [{ text: 'ab', fontFamily: 'Lato' }, { text: 'c' }] },
          { type: 'paragraph', children: [{ text: 'b', fontFamily: 'lato', bold: true }] },
        ],
      }),
      scene('image', { slateValue: [{ children: [{ text: 'x', fontFamily: 'Oswald' }] }] }),
    ]);
    const summary = uses
      .map((u) => `${u.family}${u.bold ? ' bold' : ''}:${String.fromCodePoint(...u.codePoints)}`)
      .sort();
    expect(summary).toEqual(['Lato:ab', 'Roboto:c', 'lato bold:b']);
  });

  it('gives a text item without a document its default font, Roboto', () => {
    expect(textFontUses([scene('text', {})]).map((u) => u.family)).toEqual(['Roboto']);
  });

  it('stops reading a hostile document after MAX_TEXT_NODES nodes', () => {
    const wide = Array.from({ length: MAX_TEXT_NODES * 2 }, (_, i) => ({
      text: 'x',
      fontFamily: `Family ${i}`,
    }));
    const uses = textFontUses([scene('text', { slateValue: [{ children: wide }] })]);
    expect(uses.length).toBeLessThan(MAX_TEXT_NODES);
  });

  it('reads unicode ranges with single points, spans and wildcards', () => {
    expect(unicodeRanges('U+0000-00FF, U+0131,U+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
    expect(unicodeRanges('nonsense')).toEqual([]);
  });
});
