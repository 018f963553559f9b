import { describe, expect, it } from 'vitest';
import {
  newSeptimManualMeal,
  readSeptimMenuBoardBody,
  SEPTIM_FONT_RATIO,
  septimMenuBoardFileIds,
  septimTextScale,
} from './model.js';

describe('menu board v1 body', () => {
  it('has the spec’s defaults', () => {
    const body = readSeptimMenuBoardBody(undefined);
    expect(body).toMatchObject({
      storeId: '',
      languageCode: 'cs',
      numberOfColumns: 3,
      fontSizeRatio: 0.39,
      mealImageSizeFactor: 5,
      useManualData: false,
      meals: [],
    });
  });

  it('reads a hostile body field by field, never throwing', () => {
    const body = readSeptimMenuBoardBody({
      storeId: 1042,
      languageCode: 'xx',
      numberOfColumns: 9,
      fontSizeRatio: 5,
      mealImageSizeFactor: 0,
      titleFontStyle: 'big',
      showTitle: 'yes',
      meals: [
        'not a meal',
        { _id: 'manual-1', name: 42, allergens: [1, 'x', 2.5, 7], pictograms: 'no', energy: 'a' },
      ],
    });
    expect(body).toMatchObject({
      storeId: '1042',
      languageCode: 'cs',
      numberOfColumns: 3,
      fontSizeRatio: 0.39,
      mealImageSizeFactor: 5,
      showTitle: true,
    });
    expect(body.titleFontStyle.fontSize).toBe(72);
    expect(body.meals).toHaveLength(1);
    expect(body.meals[0]).toMatchObject({ name: '42', allergens: [1, 7], pictograms: [] });
    expect(body.meals[0]!.energy).toBeUndefined();
    expect(readSeptimMenuBoardBody('nonsense').storeId).toBe('');
  });

  it('lists the manual meals’ image files as the item’s files', () => {
    expect(
      septimMenuBoardFileIds({
        meals: [{ fileId: 'f1' }, { fileId: null }, { fileId: 'f2' }, { fileId: 'f1' }],
      }),
    ).toEqual(['f1', 'f2']);
  });

  it('starts a manual meal as "New Meal" for "0" with a manual-{timestamp} id', () => {
    expect(newSeptimManualMeal(1_700_000_000_000)).toMatchObject({
      _id: 'manual-1700000000000',
      name: 'New Meal',
      price: '0',
      isAvailable: true,
      allergens: [],
      pictograms: [],
    });
  });

  it('draws texts at their stored size at the v1 default ratio, larger up to the maximum 1', () => {
    expect(septimTextScale(SEPTIM_FONT_RATIO.default)).toBe(1);
    expect(septimTextScale(SEPTIM_FONT_RATIO.max)).toBeCloseTo(2.564, 3);
  });
});
