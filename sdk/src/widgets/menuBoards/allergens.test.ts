import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  allergenCodesOf,
  allergenLegend,
  allergenName,
  PICTOGRAM_CODES,
} from './allergens.js';
import { menuFromBodyCategories } from './menu.js';

describe('the allergen legend', () => {
  it('names the 14 EU allergens by their numbers, in the board’s language', () => {
    expect(ALLERGEN_CODES).toHaveLength(14);
    expect(allergenName(1)).toBe('Cereals containing gluten');
    expect(allergenName(7)).toBe('Milk');
    expect(allergenName(14)).toBe('Molluscs');
    expect(allergenName(7, 'cs')).toBe('Mléko');
    expect(allergenName(3, 'de')).toBe('Eier');
    // A language without its own names reads English.
    expect(allergenName(9, 'az')).toBe('Celery');
    expect(PICTOGRAM_CODES).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
  });

  it('reads the numbers a meal’s allergens text names, ignoring what is not an allergen', () => {
    expect(allergenCodesOf('1, 3, 7')).toEqual([1, 3, 7]);
    expect(allergenCodesOf('7,1,A3, 99, x')).toEqual([1, 3, 7]);
    expect(allergenCodesOf('')).toEqual([]);
  });

  it('lists the allergens the board’s meals and extras name, once each, in number order', () => {
    const menu = menuFromBodyCategories([
      {
        title: 'Hlavní jídla',
        meals: [
          { title: 'Svíčková', allergens: '1, 3, 7, 9' },
          {
            title: 'Smažený sýr',
            allergens: '1, 3, 7',
            extras: [{ title: 'Tatarka', allergens: '10' }],
          },
        ],
      },
    ]);
    expect(allergenLegend(menu, 'cs')).toEqual([
      { code: 1, name: 'Obiloviny obsahující lepek' },
      { code: 3, name: 'Vejce' },
      { code: 7, name: 'Mléko' },
      { code: 9, name: 'Celer' },
      { code: 10, name: 'Hořčice' },
    ]);
  });
});
