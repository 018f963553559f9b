import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cellCount,
  menuFromBodyCategories,
  menuFromServerMeals,
  serverMenuBoardSchema,
  splitSoups,
  visibleMenu,
  type Menu,
  type MenuMeal,
} from '../menuBoards/menu.js';
import {
  defaultMenuBoardBody,
  menuBoardFileIds,
  menuBoardSampleCategories,
  newMenuBoardCategory,
  newMenuBoardExtra,
  newMenuBoardMeal,
  readMenuBoardBody,
} from './model.js';

/** A static menu board as the server answers it. */
const staticBoard = serverMenuBoardSchema.parse(
  JSON.parse(
    readFileSync(
      resolve(import.meta.dirname, '../../../../fixtures/menu-board-widget/static-board.json'),
      'utf8',
    ),
  ),
);

const titles = (menu: Menu) =>
  menu.categories.map((c) => [c.title, c.meals.map((m) => m.title)] as const);

describe('menuFromServerMeals: the server meal shape', () => {
  it('groups meals by their default category in the order categories first appear', () => {
    expect(titles(menuFromServerMeals(staticBoard.meals, 'cs'))).toEqual([
      ['Polévky', ['Hovězí vývar s nudlemi', 'Čočková polévka']],
      ['Hlavní jídla', ['Svíčková na smetaně', 'Kuřecí řízek, bramborový salát']],
      ['No category', ['Unnamed meal']],
      ['Dezerty', ['Jablečný štrúdl']],
    ]);
  });

  it('names meals and categories in the board language, else their default', () => {
    const menu = menuFromServerMeals(staticBoard.meals, 'en');
    expect(titles(menu)).toEqual([
      ['Soups', ['Beef broth with noodles', 'Čočková polévka']],
      ['Main courses', ['Beef sirloin in cream sauce', 'Kuřecí řízek, bramborový salát']],
      ['No category', ['Unnamed meal']],
      ['Desserts', ['Apple strudel']],
    ]);
    // The soups rule reads the default name, whatever the shown one.
    expect(menu.categories.map((c) => c.isSoup)).toEqual([true, false, false, false]);
  });

  it('keeps prices, nutrition, images and availability', () => {
    const main = menuFromServerMeals(staticBoard.meals, 'cs').categories[1]!;
    expect(main.meals[0]).toMatchObject<Partial<MenuMeal>>({
      price: '189',
      allergens: '1, 3, 7, 9',
      energy: 820,
      nutrition: { carbs: 78, proteins: 41, fats: 36, cholesterol: 120 },
      image: { fileId: 'file-svickova', url: 'https://cdn.example.com/svickova.jpg' },
      isUnavailable: false,
    });
    expect(main.meals[1]).toMatchObject({
      isUnavailable: true,
      image: { url: 'https://cdn.example.com/rizek.jpg' },
    });
  });

  it('reads what it can of bad meals and never throws', () => {
    const menu = menuFromServerMeals(
      [null, 'x', { name: 'Plain text name', price: { amount: 3 }, allergens: [1, 7] }],
      'cs',
    );
    expect(menu.categories).toEqual([
      expect.objectContaining({
        title: 'No category',
        meals: [
          expect.objectContaining({ title: 'Plain text name', price: '', allergens: '1, 7' }),
        ],
      }),
    ]);
    expect(menuFromServerMeals('not a list', 'cs')).toEqual({ categories: [] });
    expect(serverMenuBoardSchema.parse({ meals: 'oops' }).meals).toEqual([]);
  });
});

describe('menuFromBodyCategories: the item’s own categories', () => {
  it('reads categories, meals, extras and images', () => {
    const menu = menuFromBodyCategories([
      {
        title: 'Polévka dne',
        meals: [{ title: 'Gulášová', price: 49, extras: [{ title: 'Chléb', price: '5' }] }],
      },
      {
        title: '',
        meals: [
          {
            title: '',
            image: { _id: 'f1', downloadUrls: ['https://x/1.jpg'] },
          },
          { title: 'Salát', image: { urls: { original: 'https://x/2.jpg' } } },
        ],
      },
    ]);
    expect(titles(menu)).toEqual([
      ['Polévka dne', ['Gulášová']],
      ['No category', ['Unnamed meal', 'Salát']],
    ]);
    expect(menu.categories[0]!.isSoup).toBe(true);
    expect(menu.categories[0]!.meals[0]).toMatchObject({
      price: '49',
      extras: [{ title: 'Chléb', price: '5', allergens: '', isSoldOut: false }],
    });
    expect(menu.categories[1]!.meals.map((m) => m.image)).toEqual([
      { fileId: 'f1', url: 'https://x/1.jpg' },
      { fileId: undefined, url: 'https://x/2.jpg' },
    ]);
  });

  it('drops what is not an object and falls back field by field', () => {
    const menu = menuFromBodyCategories([
      7,
      { title: 3, meals: [null, { title: ['x'], isSoldOut: 'yes', extras: 'none' }] },
    ]);
    expect(menu.categories).toEqual([
      expect.objectContaining({
        title: '3',
        meals: [expect.objectContaining({ title: 'Unnamed meal', isSoldOut: false, extras: [] })],
      }),
    ]);
  });
});

const meal = (title: string, extra: Partial<MenuMeal> = {}): MenuMeal => ({
  title,
  description: '',
  allergens: '',
  price: '10',
  isSoldOut: false,
  isUnavailable: false,
  image: null,
  extras: [],
  nutrition: {},
  ...extra,
});

describe('visibleMenu: the sold-out and unavailable rules', () => {
  const menu: Menu = {
    categories: [
      { title: 'Mains', isSoup: false, meals: [meal('A'), meal('B', { isSoldOut: true })] },
      { title: 'Gone', isSoup: false, meals: [meal('C', { isSoldOut: true })] },
      { title: 'Empty', isSoup: false, meals: [] },
      {
        title: 'Old',
        isSoup: false,
        meals: [
          meal('D', {
            isUnavailable: true,
            extras: [
              { title: 'x', allergens: '', price: '1', isSoldOut: true },
              { title: 'y', allergens: '', price: '1', isSoldOut: false },
            ],
          }),
        ],
      },
    ],
  };

  it('classic: hides sold-out meals, categories of only sold-out meals and sold-out extras', () => {
    const shown = visibleMenu(menu, 'classic');
    expect(titles(shown)).toEqual([
      ['Mains', ['A']],
      ['Empty', []],
      ['Old', ['D']],
    ]);
    expect(shown.categories[2]!.meals[0]).toMatchObject({
      isUnavailable: true,
      extras: [{ title: 'y' }],
    });
  });

  it('gallery: keeps sold-out meals (drawn greyed) and hides sold-out extras', () => {
    const shown = visibleMenu(menu, 'gallery');
    expect(titles(shown)).toEqual([
      ['Mains', ['A', 'B']],
      ['Gone', ['C']],
      ['Empty', []],
      ['Old', ['D']],
    ]);
    expect(shown.categories[3]!.meals[0]!.extras.map((e) => e.title)).toEqual(['y']);
  });
});

describe('the soups block counts as one cell', () => {
  it('gathers every soup category into one block', () => {
    const menu = menuFromServerMeals(staticBoard.meals, 'cs');
    const { soups, others } = splitSoups(menu);
    expect(soups?.meals.map((m) => m.title)).toEqual(['Hovězí vývar s nudlemi', 'Čočková polévka']);
    expect(others.map((c) => c.title)).toEqual(['Hlavní jídla', 'No category', 'Dezerty']);
    expect(cellCount(menu)).toBe(4 + 1);
  });
});

describe('the body and its defaults', () => {
  it('gives a new board the defaults', () => {
    const body = defaultMenuBoardBody();
    expect(body).toMatchObject({
      isV2: true,
      menuBoardSource: 'daily',
      layout: 'classic',
      languageCode: 'cs',
      categories: [],
    });
    expect(body.configsByLayout.classic).toMatchObject({
      mealImageSizeFactor: 5,
      numberOfColumns: 3,
      fontSizeRatio: 5 / 40,
      showAllergens: true,
    });
    expect(body.configsByLayout.gallery.titleFontStyle).toMatchObject({ fontSize: 72 });
  });

  it('falls back field by field on a damaged body', () => {
    const body = readMenuBoardBody({
      layout: 'carousel',
      menuBoardSource: 'pos',
      configsByLayout: {
        classic: {
          numberOfColumns: 9,
          fontSizeRatio: 2,
          titleFontStyle: { family: 'Lato', size: 50 },
        },
        gallery: 'nope',
      },
      categories: 'none',
    });
    expect(body.layout).toBe('classic');
    expect(body.menuBoardSource).toBe('daily');
    expect(body.configsByLayout.classic.numberOfColumns).toBe(3);
    expect(body.configsByLayout.classic.fontSizeRatio).toBe(5 / 40);
    expect(body.configsByLayout.classic.titleFontStyle).toMatchObject({
      fontFamily: 'Lato',
      fontSize: 50,
    });
    expect(body.configsByLayout.gallery.numberOfColumns).toBe(3);
    expect(body.categories).toEqual([]);
    expect(readMenuBoardBody(null).layout).toBe('classic');
  });

  it('makes new categories, meals and extras, and 2 sample meals', () => {
    expect(newMenuBoardCategory()).toEqual({ title: 'New Category', meals: [] });
    expect(newMenuBoardMeal()).toMatchObject({ title: 'New Meal', price: '0', isSoldOut: false });
    expect(newMenuBoardExtra()).toMatchObject({ title: 'Meal Extra' });
    expect(menuBoardSampleCategories()[0]!.meals).toHaveLength(2);
  });

  it('derives fileIds from the meal images', () => {
    expect(
      menuBoardFileIds({
        categories: [
          { meals: [{ image: { _id: 'a' } }, { image: null }] },
          { meals: [{ image: { _id: 'b' } }, { image: { _id: 'a' } }] },
        ],
      }),
    ).toEqual(['a', 'b']);
  });
});
