import { MB } from './boardCss.js';
import { MENU_BOARD_TEXTS } from './layout.js';
import { splitSoups, type Menu, type MenuCategory } from './menu.js';
import { MealImage, MealTexts, mealClass, type BoardLook } from './MealView.js';

interface Props {
  menu: Menu;
  look: BoardLook;
  /** From widgets.md §9's classic grid, at most the body's number of columns. */
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
    <div
      data-testid="menu-board-columns"
      data-columns={columns}
      style={{ columnCount: columns, columnGap, columnFill: 'balance', flex: 1, minHeight: 0 }}
    >
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
    </div>
  );
}

function CategoryBlock({
  category,
  look,
  keepWhole,
}: {
  category: MenuCategory;
  look: BoardLook;
  keepWhole: boolean;
}) {
  return (
    <section
      data-testid={category.isSoup ? 'menu-soups' : 'menu-category'}
      className={keepWhole ? `${MB.block} ${MB.whole}` : MB.block}
    >
      {look.config.showCategories && (
        <h2 data-testid="menu-category-title" className={MB.category}>
          {category.title}
        </h2>
      )}
      {category.meals.length === 0 && <p className={MB.description}>{MENU_BOARD_TEXTS.noMeals}</p>}
      {category.meals.map((meal, index) => (
        <article key={index} data-testid="menu-meal" className={mealClass(meal, MB.meal)}>
          <MealImage meal={meal} look={look} className={MB.image} />
          <MealTexts meal={meal} look={look} />
        </article>
      ))}
    </section>
  );
}
