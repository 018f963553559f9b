import { describe, expect, it } from 'vitest';
import {
  bodyMealOfTemplate,
  lenientCodes,
  templateBodyOfBodyMeal,
} from '../../widgets/shared/menuBoards/templates/mealTemplate';
import { newMeal } from './boardDraft';
import { draftMealOfTemplate, templateBodyOfDraft } from './draftTemplate';

const TEMPLATE_BODY = {
  _id: 't-meal',
  name: { default: 'Guláš', alternatives: [{ language: 'en', value: 'Goulash' }] },
  description: { default: 'S knedlíkem', alternatives: [] },
  price: '129',
  allergens: [1, 3],
  isSoldOut: true,
  fileId: 'f-gulas',
  extras: [{ title: 'Chléb', allergens: [1], price: '10', isSoldOut: false }],
};

describe('meal templates copy the title, description, allergens, price, sold out, image and extras', () => {
  it.each([
    ['1, 3,7', [1, 3, 7]],
    ['1, x, 3', [1, 3]],
    ['', []],
    ['3, 3', [3]],
    [
      [2, 1.5, 4],
      [2, 4],
    ],
    [null, []],
  ])('reads allergen codes %j as %j (non-numeric entries dropped)', (input, codes) => {
    expect(lenientCodes(input)).toEqual(codes);
  });

  it('copies a template into a manual meal of the board item', () => {
    expect(bodyMealOfTemplate(TEMPLATE_BODY)).toEqual({
      title: 'Guláš',
      description: 'S knedlíkem',
      allergens: '1, 3',
      price: '129',
      isSoldOut: true,
      image: { _id: 'f-gulas' },
      extras: [{ title: 'Chléb', allergens: '1', price: '10', isSoldOut: false }],
    });
  });

  it('makes a template body of a manual meal', () => {
    expect(
      templateBodyOfBodyMeal({
        title: 'Řízek',
        description: '',
        allergens: '1, 3, vejce',
        price: '',
        isSoldOut: false,
        image: { _id: 'f-1', originalName: 'rizek.jpg', downloadUrls: ['https://x/rizek.jpg'] },
        extras: [{ title: 'Salát', allergens: '', price: '35', isSoldOut: true }],
      }),
    ).toEqual({
      name: { default: 'Řízek', alternatives: [] },
      description: null,
      price: null,
      allergens: [1, 3],
      isSoldOut: false,
      fileId: 'f-1',
      extras: [{ title: 'Salát', allergens: [], price: '35', isSoldOut: true }],
    });
  });

  it('copies a template into a new board editor meal, and back', () => {
    const draft = draftMealOfTemplate(TEMPLATE_BODY);
    expect(draft).toMatchObject({
      stored: null,
      name: 'Guláš',
      description: 'S knedlíkem',
      price: '129',
      allergens: '1, 3',
      isSoldOut: true,
      fileId: 'f-gulas',
      extras: [{ title: 'Chléb', price: '10', allergens: '1', isSoldOut: false }],
    });
    expect(templateBodyOfDraft({ ...newMeal(), name: 'Polévka', pictograms: '2' })).toEqual({
      name: { default: 'Polévka', alternatives: [] },
      description: null,
      price: '0',
      allergens: [],
      isSoldOut: false,
      fileId: null,
      customData: { pictograms: [2] },
      extras: [],
    });
  });

  it('reads a malformed body as an empty meal', () => {
    expect(bodyMealOfTemplate('nonsense')).toMatchObject({ title: '', image: null, extras: [] });
  });
});
