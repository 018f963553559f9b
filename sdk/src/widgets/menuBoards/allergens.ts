import type { MenuBoardLanguage } from './layout.js';
import type { Menu } from './menu.js';

/**
 * The 14 allergens EU food law (Regulation 1169/2011, Annex II) says a menu must name, by the
 * numbers canteens print beside a meal (1 cereals with gluten … 14 molluscs). Meals store the
 * numbers; the board's legend and the console's picker name them. Diet pictograms are codes
 * 1 to 54 without names.
 */

export const ALLERGEN_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

const EN: Record<AllergenCode, string> = {
  1: 'Cereals containing gluten',
  2: 'Crustaceans',
  3: 'Eggs',
  4: 'Fish',
  5: 'Peanuts',
  6: 'Soybeans',
  7: 'Milk',
  8: 'Nuts',
  9: 'Celery',
  10: 'Mustard',
  11: 'Sesame seeds',
  12: 'Sulphur dioxide and sulphites',
  13: 'Lupin',
  14: 'Molluscs',
};
const CS: Record<AllergenCode, string> = {
  1: 'Obiloviny obsahující lepek',
  2: 'Korýši',
  3: 'Vejce',
  4: 'Ryby',
  5: 'Arašídy',
  6: 'Sójové boby',
  7: 'Mléko',
  8: 'Skořápkové plody',
  9: 'Celer',
  10: 'Hořčice',
  11: 'Sezamová semena',
  12: 'Oxid siřičitý a siřičitany',
  13: 'Vlčí bob',
  14: 'Měkkýši',
};
const SK: Record<AllergenCode, string> = {
  1: 'Obilniny obsahujúce lepok',
  2: 'Kôrovce',
  3: 'Vajcia',
  4: 'Ryby',
  5: 'Arašidy',
  6: 'Sójové zrná',
  7: 'Mlieko',
  8: 'Orechy',
  9: 'Zeler',
  10: 'Horčica',
  11: 'Sezamové semená',
  12: 'Oxid siričitý a siričitany',
  13: 'Vlčí bôb',
  14: 'Mäkkýše',
};
const DE: Record<AllergenCode, string> = {
  1: 'Glutenhaltiges Getreide',
  2: 'Krebstiere',
  3: 'Eier',
  4: 'Fisch',
  5: 'Erdnüsse',
  6: 'Soja',
  7: 'Milch',
  8: 'Schalenfrüchte',
  9: 'Sellerie',
  10: 'Senf',
  11: 'Sesamsamen',
  12: 'Schwefeldioxid und Sulfite',
  13: 'Lupinen',
  14: 'Weichtiere',
};

/** The allergens' names in a board language; English where no translation is kept. */
const NAMES: Partial<Record<MenuBoardLanguage, Record<AllergenCode, string>>> = {
  cs: CS,
  sk: SK,
  en: EN,
  de: DE,
};

/** An allergen's name in a language ("7" → "Milk"). */
export const allergenName = (code: AllergenCode, language: MenuBoardLanguage = 'en'): string =>
  (NAMES[language] ?? EN)[code];

/** The legend's heading in a board language. */
const LEGEND_TITLE: Partial<Record<MenuBoardLanguage, string>> = {
  cs: 'Alergeny',
  sk: 'Alergény',
  de: 'Allergene',
};
export const allergenLegendTitle = (language: MenuBoardLanguage): string =>
  LEGEND_TITLE[language] ?? 'Allergens';

/** Diet pictogram codes: 1 to 54, each a fixed picture. */
export const PICTOGRAM_CODES: readonly number[] = Array.from({ length: 54 }, (_, i) => i + 1);

export const isAllergenCode = (n: number): n is AllergenCode =>
  Number.isInteger(n) && n >= 1 && n <= 14;

/** The allergen numbers a meal's allergens text names ("1, 3, 7" or "A1,A3"), in order. */
export function allergenCodesOf(text: string): AllergenCode[] {
  const codes = (text.match(/\d+/g) ?? []).map(Number).filter(isAllergenCode);
  return [...new Set(codes)].sort((a, b) => a - b);
}

export interface AllergenLegendEntry {
  code: AllergenCode;
  name: string;
}

/** The allergens a menu's meals and extras name, in number order, with their names. */
export function allergenLegend(menu: Menu, language: MenuBoardLanguage): AllergenLegendEntry[] {
  const used = new Set<AllergenCode>();
  for (const category of menu.categories)
    for (const meal of category.meals) {
      for (const code of allergenCodesOf(meal.allergens)) used.add(code);
      for (const extra of meal.extras)
        for (const code of allergenCodesOf(extra.allergens)) used.add(code);
    }
  return [...used]
    .sort((a, b) => a - b)
    .map((code) => ({ code, name: allergenName(code, language) }));
}
