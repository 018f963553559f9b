import { describe, expect, it } from 'vitest';
import type { MenuBoardEditorBoardFragment } from '../../graphql/generated';
import { CODES_MESSAGE, categoriesOf, errorAt, mealsOf, newMeal, parseCodes } from './boardDraft';

type Meal = MenuBoardEditorBoardFragment['meals'][number];

const stored = (over: Partial<Meal>): Meal => ({
  _id: 'm',
  name: { default: 'Soup', alternatives: [{ language: 'en', value: 'Soup EN' }] },
  category: null,
  description: null,
  price: '3',
  allergens: [1],
  energy: 120,
  carbs: null,
  proteins: null,
  fats: null,
  cholesterol: null,
  isAvailable: true,
  isSoldOut: false,
  fileId: null,
  imageUrl: null,
  customData: { pictograms: [] },
  extras: [],
  ...over,
});

describe('allergen and pictogram lists', () => {
  it('reads comma-separated whole numbers, spaces allowed', () => {
    expect(parseCodes(' 1, 4 ,7')).toEqual([1, 4, 7]);
    expect(parseCodes('')).toEqual([]);
    expect(parseCodes('  ')).toEqual([]);
  });

  it('refuses anything else', () => {
    for (const text of ['1,,2', '1.5', '-3', 'a', '1;2', '1,'])
      expect(parseCodes(text), text).toBeNull();
  });

  it('reports a bad list at the meal’s field, by the server’s path', () => {
    const meal = { ...newMeal(), allergens: '1, x', pictograms: '2' };
    const extra = { title: 'Bread', price: '', allergens: '1.5', isSoldOut: false };
    const { errors, meals } = mealsOf([
      { title: 'A', meals: [newMeal()] },
      { title: 'B', meals: [{ ...meal, extras: [extra] }] },
    ]);
    expect(errors).toEqual({
      'meals.1.allergens': CODES_MESSAGE,
      'meals.1.extras.0.allergens': CODES_MESSAGE,
    });
    expect(meals[1]).toMatchObject({ customData: { pictograms: [2] } });
  });
});

describe('categories and meals', () => {
  it('groups meals by category in first-seen order and saves them back flat', () => {
    const cat = (name: string) => ({ default: name, alternatives: [] });
    const categories = categoriesOf([
      stored({ _id: 'a', category: cat('Soups') }),
      stored({ _id: 'b', category: cat('Mains') }),
      stored({ _id: 'c', category: cat('Soups') }),
      stored({ _id: 'd' }),
    ]);
    expect(categories.map((c) => [c.title, c.meals.map((m) => m.stored?._id)])).toEqual([
      ['Soups', ['a', 'c']],
      ['Mains', ['b']],
      ['', ['d']],
    ]);
    const { meals } = mealsOf(categories);
    expect(meals.map((m) => m._id)).toEqual(['a', 'c', 'b', 'd']);
    expect(meals[3]).toMatchObject({ category: null });
  });

  it('keeps what it does not show: translations, nutrition, the meal id', () => {
    const { meals } = mealsOf(categoriesOf([stored({ _id: 'x' })]));
    expect(meals[0]).toEqual({
      _id: 'x',
      energy: 120,
      carbs: null,
      proteins: null,
      fats: null,
      cholesterol: null,
      isAvailable: true,
      name: { default: 'Soup', alternatives: [{ language: 'en', value: 'Soup EN' }] },
      category: null,
      description: null,
      price: '3',
      allergens: [1],
      isSoldOut: false,
      fileId: null,
      customData: { pictograms: [] },
      extras: [],
    });
  });

  it('finds a server error below a field', () => {
    expect(errorAt({ 'meals.0.allergens.1': 'Use whole numbers' }, 'meals.0.allergens')).toBe(
      'Use whole numbers',
    );
    expect(errorAt({ 'meals.10.name': 'x' }, 'meals.1.name')).toBeUndefined();
  });
});
