import { describe, expect, it } from 'vitest';
import { parseAmount, septimSupportLink } from './septimTexts';

describe('v1 board editor fields', () => {
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
