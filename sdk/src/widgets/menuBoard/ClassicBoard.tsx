import { MB } from '../menuBoards/boardCss.js';
import { BoardColumns } from '../menuBoards/BoardFrame.js';
import { MENU_BOARD_TEXTS } from '../menuBoards/layout.js';
import { MealBox, type BoardLook } from '../menuBoards/MealParts.js';
import { splitSoups, type Menu, type MenuCategory } from '../menuBoards/menu.js';
import type { MenuBoardLayoutConfig } from './model.js';

type Look = BoardLook<MenuBoardLayoutConfig>;

interface Props {
  menu: Menu;
  look: Look;
  /** From the classic grid by cells, at most the body's number of columns. */
  columns: number;
  /** CSS px between columns. */
  columnGap: number;
}

/**
 * The classic layout: categories flowing down browser-laid columns, the soups block first as
 * one cell. Nothing is measured: the browser balances the columns, so a long board draws in
 * one pass.
 */
export function ClassicBoard({ menu, look, columns, columnGap }: Props) {
  const { soups, others } = splitSoups(menu);
  const blocks = soups ? [soups, ...others] : others;
  return (
    <BoardColumns columns={columns} gap={columnGap}>
      {blocks.length === 0 && <p className={MB.category}>{MENU_BOARD_TEXTS.noCategories}</p>}
      {blocks.map((category, index) => (
        <CategoryBlock
          key={index}
          category={category}
          look={look}
          // The soups block is one cell; other categories split only when balancing allows.
          keepWhole={category.isSoup || !look.config.allowCategoryBalancing}
        />
      ))}
    </BoardColumns>
  );
}

function CategoryBlock(props: { category: MenuCategory; look: Look; keepWhole: boolean }) {
  const { category, look } = props;
  return (
    <section
      data-testid={category.isSoup ? 'menu-soups' : 'menu-category'}
      className={props.keepWhole ? `${MB.block} ${MB.whole}` : MB.block}
    >
      {look.config.showCategories && (
        <h2 data-testid="menu-category-title" className={MB.category}>
          {category.title}
        </h2>
      )}
      {category.meals.length === 0 && <p className={MB.description}>{MENU_BOARD_TEXTS.noMeals}</p>}
      {category.meals.map((meal, index) => (
        <MealBox key={index} meal={meal} look={look} boxClass={MB.meal} imageClass={MB.image} />
      ))}
    </section>
  );
}
