import { MB } from '../menuBoards/boardCss.js';
import { columnShare, keepsWhole } from '../menuBoards/boardFit.js';
import type { BoardDesign } from '../menuBoards/designs.js';
import { MENU_BOARD_TEXTS } from '../menuBoards/layout.js';
import { MealBox, type BoardLook } from '../menuBoards/MealParts.js';
import { splitSoups, type Menu, type MenuCategory } from '../menuBoards/menu.js';
import type { MenuBoardLayoutConfig } from './model.js';

type Look = BoardLook<MenuBoardLayoutConfig>;

interface Props {
  menu: Menu;
  look: Look;
  /** The fit's columns (boardFit): by the meals and the box, at most the body's maximum. */
  columns: number;
  /** CSS px between columns. */
  columnGap: number;
  design: BoardDesign;
}

/**
 * The classic layout: categories flowing down browser-laid columns, the soups block first as
 * one cell, set at the size the fit chose and centred in the room left, so a short menu fills
 * the screen in large type and a long one fits in smaller type. Nothing is measured: the
 * browser balances the columns, so a long board draws in one pass.
 */
export function ClassicBoard({ menu, look, columns, columnGap, design }: Props) {
  const { soups, others } = splitSoups(menu);
  const blocks = soups ? [soups, ...others] : others;
  const share = columnShare(
    blocks.map((b) => b.meals.length),
    columns,
  );
  return (
    <div
      data-testid="menu-board-body"
      style={{
        flex: 1,
        minHeight: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'safe center',
      }}
    >
      <div
        data-testid="menu-board-columns"
        data-columns={columns}
        style={{ columnCount: columns, columnGap, columnFill: 'balance' }}
      >
        {blocks.length === 0 && <p className={MB.category}>{MENU_BOARD_TEXTS.noCategories}</p>}
        {blocks.map((category, index) => (
          <CategoryBlock
            key={index}
            category={category}
            look={look}
            pictures={design.pictures}
            // The soups block is one cell; other categories split when balancing allows, or
            // when one is longer than a column's share (it would stand alone, one long column).
            keepWhole={
              category.isSoup ||
              (!look.config.allowCategoryBalancing && keepsWhole(category.meals.length, share))
            }
          />
        ))}
      </div>
    </div>
  );
}

function CategoryBlock(props: {
  category: MenuCategory;
  look: Look;
  pictures: boolean;
  keepWhole: boolean;
}) {
  const { category, look } = props;
  // A design without pictures sets meals as a list, whatever the switch says.
  const mealLook = props.pictures
    ? look
    : { ...look, config: { ...look.config, showMealImage: false } };
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
        <MealBox key={index} meal={meal} look={mealLook} boxClass={MB.meal} imageClass={MB.image} />
      ))}
    </section>
  );
}
