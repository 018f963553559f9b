import type { EarlyMenuBoardBody } from './earlyModel.js';
import { columnsForCellCount } from '../menuBoards/layout.js';
import {
  splitSoups,
  visibleMenu,
  type Menu,
  type MenuCategory,
  type MenuMeal,
} from '../menuBoards/menu.js';

/** One meal cell of the earlier board, with the category it belongs to. */
export interface EarlyMealCell {
  meal: MenuMeal;
  category: string;
  /** The first cell shown of its category: it carries the category's title. */
  firstOfCategory: boolean;
}

/** What the earlier board draws: the soups block (one cell), the meal cells and the columns. */
export interface EarlyBoardCells {
  soups: MenuCategory | null;
  meals: EarlyMealCell[];
  columns: number;
}

type Settings = Pick<EarlyMenuBoardBody, 'offset' | 'limit' | 'showSoups' | 'numberOfColumns'>;

/**
 * The earlier variant's cells: sold-out meals hidden; the meals (soups
 * aside) from `offset`, at most `limit`, so two screens can split one day's menu; the soups
 * block unless switched off; columns from the cell table (the soups block is one cell), at
 * most the body's number of columns.
 */
export function earlyBoardCells(menu: Menu, settings: Settings): EarlyBoardCells {
  const { soups, others } = splitSoups(visibleMenu(menu, 'classic'));
  const all = others.flatMap((category) =>
    category.meals.map((meal) => ({ meal, category: category.title })),
  );
  const from = settings.offset ?? 0;
  const chosen = all.slice(from, settings.limit === undefined ? undefined : from + settings.limit);
  const meals = chosen.map((cell, index) => ({
    ...cell,
    firstOfCategory: index === 0 || chosen[index - 1]!.category !== cell.category,
  }));
  const shownSoups = settings.showSoups ? soups : null;
  const cells = meals.length + (shownSoups ? 1 : 0);
  return {
    soups: shownSoups,
    meals,
    columns: Math.min(settings.numberOfColumns, columnsForCellCount(cells)),
  };
}
