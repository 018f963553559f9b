import { describe, expect, it } from 'vitest';
import {
  boardPreview,
  categoryTitleOf,
  clampFontRatio,
  classicGridColumns,
  classicImageSize,
  columnsForCellCount,
  energyLabel,
  fontScaleOf,
  galleryGrid,
  isSoupCategory,
  mealTitleOf,
  mealTitleRows,
  MENU_BOARD_DEFAULT_LANGUAGE,
  MENU_BOARD_EARLY_LANGUAGES,
  MENU_BOARD_FONT_RATIO,
  MENU_BOARD_LANGUAGES,
  MENU_BOARD_PLACEMENT,
  menuBoardNameOf,
  menuDateOf,
  NUTRITION_LABELS,
  offsetOrLimit,
  storeBoardColumns,
} from './layout.js';

describe('column count by cell total (earlier variant)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 3],
    [10, 4],
    [11, 4],
    [12, 4],
    [13, 5],
    [40, 5],
  ])('%i cells → %i columns', (cells, columns) => {
    expect(columnsForCellCount(cells)).toBe(columns);
  });
});

describe('classic grid (v1/v2)', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
    [6, 3],
    [7, 4],
    [8, 4],
    [9, 5],
    [40, 5],
  ])('%i meals → %i columns', (meals, columns) => {
    expect(classicGridColumns(meals)).toBe(columns);
  });
});

describe('gallery and meal showcase grid', () => {
  it.each([
    [1, 1, 1],
    [2, 2, 1],
    [3, 3, 1],
    [4, 2, 2],
    [5, 3, 2],
    [6, 3, 2],
    [7, 4, 2],
    [8, 4, 2],
    [9, 3, 3],
    [10, 4, 3],
    [40, 4, 3],
  ])('%i meals → %i × %i', (meals, columns, rows) => {
    expect(galleryGrid(meals)).toEqual({ columns, rows });
  });
});

describe('store board, two meals per column pair, at most 8 meals', () => {
  it.each([
    [1, 1],
    [2, 1],
    [3, 2],
    [4, 2],
    [6, 3],
    [8, 4],
    [9, 4],
    [20, 4],
  ])('%i meals → %i column pairs', (meals, columns) => {
    expect(storeBoardColumns(meals)).toBe(columns);
  });
});

describe('classic image size, by columns × (0.5 + 0.1 × factor)', () => {
  it.each([
    [1, 5, 14],
    [2, 5, 10],
    [3, 5, 9],
    [4, 5, 8],
    [5, 5, 8],
    [1, 10, 21],
    [3, 1, 5.4],
    [2, 8, 13],
  ])('%i columns, factor %i → %f', (columns, factor, size) => {
    expect(classicImageSize(columns, factor)).toBe(size);
  });

  it('uses the default factor 5', () => {
    expect(classicImageSize(1)).toBe(14);
  });
});

describe('font ratio (base 5/40, maximum 1, v1 default 0.39)', () => {
  it.each<[unknown, number]>([
    [undefined, 5 / 40],
    ['big', 5 / 40],
    [0, 5 / 40],
    [0.39, 0.39],
    [1, 1],
    [3, 1],
    [0.001, MENU_BOARD_FONT_RATIO.min],
  ])('%s → %f', (ratio, clamped) => {
    expect(clampFontRatio(ratio)).toBe(clamped);
  });

  it('draws the stored sizes at the base and scales them in proportion', () => {
    expect(fontScaleOf(5 / 40)).toBe(1);
    expect(fontScaleOf(0.25)).toBe(2);
    expect(fontScaleOf(1)).toBe(8);
    expect(MENU_BOARD_FONT_RATIO.v1Default).toBe(0.39);
  });
});

describe('soups', () => {
  it.each<[string | undefined, boolean]>([
    ['Polévky', true],
    ['Polévka dne', true],
    ['Soup', true],
    ['Soups', true],
    ['Daily soups', true],
    ['POLÉVKY', true],
    ['Hlavní jídla', false],
    ['Dezerty', false],
    ['', false],
    [undefined, false],
  ])('%s is a soup category: %s', (category, soup) => {
    expect(isSoupCategory(category)).toBe(soup);
  });
});

describe('nutrition', () => {
  it('labels energy and the nutrition circles in Czech', () => {
    expect(energyLabel(650)).toBe('Energie: 650 kcal');
    expect(NUTRITION_LABELS).toEqual({
      carbs: 'Sacharidy',
      proteins: 'Bílkoviny',
      fats: 'Tuky',
      cholesterol: 'Cholest. (mg)',
    });
  });
});

describe('languages', () => {
  it('offers cs, sk, en on the earlier variant and ten languages later, cs by default', () => {
    expect(MENU_BOARD_EARLY_LANGUAGES).toEqual(['cs', 'sk', 'en']);
    expect(MENU_BOARD_LANGUAGES).toEqual([
      'cs',
      'sk',
      'en',
      'de',
      'it',
      'pl',
      'ru',
      'uk',
      'sr',
      'az',
    ]);
    expect(MENU_BOARD_DEFAULT_LANGUAGE).toBe('cs');
  });
});

describe('slider limits', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [3, 3],
    [5, 5],
    [0, 1],
    [6, 1],
    [2.5, 1],
    ['3', 1],
  ])('meal title rows %s → %i', (rows, read) => {
    expect(mealTitleRows(rows)).toBe(read);
  });

  it.each<[unknown, number | undefined]>([
    [0, undefined],
    ['', undefined],
    ['0', undefined],
    [-3, undefined],
    ['abc', undefined],
    [5, 5],
    ['12', 12],
  ])('offset or limit %s → %s', (value, read) => {
    expect(offsetOrLimit(value)).toBe(read);
  });
});

describe('placeholders and the board preview', () => {
  it('names what has no name', () => {
    expect(mealTitleOf('  ')).toBe('Unnamed meal');
    expect(categoryTitleOf(undefined)).toBe('No category');
    expect(menuBoardNameOf('')).toBe('Unnamed Menu Board');
    expect(menuDateOf(null)).toBe('N/A');
    expect(menuDateOf('2024-03-09')).toBe('2024-03-09');
  });

  it.each<[string[], string[], string | null]>([
    [[], [], null],
    [['A', 'B'], ['A', 'B'], null],
    [['A', 'B', 'C'], ['A', 'B', 'C'], null],
    [['A', 'B', 'C', 'D'], ['A', 'B', 'C'], '... and 1 more meals'],
    [['A', '', 'C', 'D', 'E', 'F'], ['A', 'Unnamed meal', 'C'], '... and 3 more meals'],
  ])('%j → %j %s', (names, meals, more) => {
    expect(boardPreview(names)).toEqual({ meals, more });
  });

  it('places a board full screen', () => {
    expect(MENU_BOARD_PLACEMENT).toEqual({ x: 0, y: 0, w: 100, h: 100 });
  });
});
