import { describe, expect, it } from 'vitest';
import { allergenCodes, mealsFromLegacyCategories } from './legacy-categories.js';
import { parseMeals } from './meal.js';
import { monthDays } from './scope-rules.js';

describe('menu board meals', () => {
  it('fills defaults and gives each meal an id of its own', () => {
    const [first, second] = parseMeals([{ name: { default: 'A' } }, { name: { default: 'B' } }]);
    expect(first).toMatchObject({
      allergens: [],
      isAvailable: true,
      isSoldOut: false,
      extras: [],
      customData: { pictograms: [] },
      name: { default: 'A', alternatives: [] },
    });
    expect(first!._id).not.toBe(second!._id);
    expect(parseMeals([{ _id: 'kept', name: { default: 'C' } }])[0]!._id).toBe('kept');
  });

  it('names every wrong field by its path', () => {
    const meals = [
      { name: { default: 'ok' } },
      { name: { default: 'x' }, customData: { pictograms: [1.5] }, cholesterol: 'lots' },
    ];
    expect(() => parseMeals(meals)).toThrowError(
      expect.objectContaining({
        extensions: expect.objectContaining({
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            expect.objectContaining({ path: 'meals.1.cholesterol' }),
            expect.objectContaining({ path: 'meals.1.customData.pictograms.0' }),
          ],
        }),
      }),
    );
  });

  it('reads legacy allergen text as codes and drops the words', () => {
    expect(allergenCodes('1, 3,7 (milk), 3')).toEqual([1, 3, 7]);
    expect(allergenCodes([4, 2])).toEqual([4, 2]);
    expect(allergenCodes('none')).toEqual([]);
    expect(allergenCodes(null)).toEqual([]);
  });

  it('keeps legacy meals in category order', () => {
    const meals = mealsFromLegacyCategories([
      { title: 'A', meals: [{ title: 'a1' }, { title: 'a2' }] },
      { title: '', meals: [{ title: 'b1' }] },
      { title: 'C' },
    ]);
    expect(meals.map((m) => [m.category?.default ?? null, m.name.default])).toEqual([
      ['A', 'a1'],
      ['A', 'a2'],
      [null, 'b1'],
    ]);
  });

  it('gives the calendar a month from its first to its last day', () => {
    expect(monthDays('2032-02')).toEqual({ first: '2032-02-01', last: '2032-02-29' });
    expect(() => monthDays('2032-13')).toThrow('YYYY-MM');
  });
});
