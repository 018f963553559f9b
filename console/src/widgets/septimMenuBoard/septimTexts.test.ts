import { describe, expect, it } from 'vitest';
import { parseAmount, parseCodeList, septimSupportLink } from './septimTexts';

describe('v1 board editor fields', () => {
  it.each([
    ['1, 3, 7', [1, 3, 7]],
    ['1,x, 7 ,', [1, 7]],
    ['2.5, 4', [4]],
    ['', []],
    ['abc', []],
  ])('reads allergens "%s" as %j', (text, codes) => {
    expect(parseCodeList(text)).toEqual(codes);
  });

  it.each([
    ['820', 820],
    ['9,5', 9.5],
    [' 12.25 ', 12.25],
    ['', undefined],
    ['lots', undefined],
  ])('reads the amount "%s" as %s', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('links to support with the v1 board’s subject', () => {
    expect(septimSupportLink('https://help.example/contact')).toBe(
      'https://help.example/contact?subject=septim-menu-board',
    );
  });
});
