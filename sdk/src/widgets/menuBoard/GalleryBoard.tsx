import { MB } from '../menuBoards/boardCss.js';
import { GALLERY_MAX_MEALS, MENU_BOARD_TEXTS } from '../menuBoards/layout.js';
import { MealCards } from '../menuBoards/MealCards.js';
import { MealTexts, mealClass, type BoardLook } from '../menuBoards/MealParts.js';
import { splitSoups, type Menu } from '../menuBoards/menu.js';
import type { MenuBoardLayoutConfig } from './model.js';

/**
 * The gallery layout: meals as picture cards on the gallery's grid (at most 4 × 3, so at most
 * 12 meals), the soups in a side panel beside it.
 */
export function GalleryBoard(props: {
  menu: Menu;
  look: BoardLook<MenuBoardLayoutConfig>;
  gap: number;
}) {
  const { look, gap } = props;
  const { showCategories } = look.config;
  const { soups, others } = splitSoups(props.menu);
  const meals = others
    .flatMap((category) => category.meals.map((meal) => ({ meal, category: category.title })))
    .slice(0, GALLERY_MAX_MEALS);
  return (
    <div style={{ display: 'flex', gap, flex: 1, minHeight: 0 }}>
      {meals.length === 0 && !soups && (
        <p className={MB.category}>{MENU_BOARD_TEXTS.noCategories}</p>
      )}
      {meals.length > 0 && (
        <MealCards testId="menu-board-grid" meals={meals} look={look} gap={gap} />
      )}
      {soups && (
        <aside
          data-testid="menu-soups"
          style={{ width: meals.length > 0 ? '24%' : '100%', flexShrink: 0 }}
        >
          {showCategories && (
            <h2 data-testid="menu-category-title" className={MB.category}>
              {soups.title}
            </h2>
          )}
          {soups.meals.map((meal, index) => (
            <article key={index} data-testid="menu-meal" className={mealClass(meal, MB.meal)}>
              <MealTexts meal={meal} look={look} />
            </article>
          ))}
        </aside>
      )}
    </div>
  );
}
