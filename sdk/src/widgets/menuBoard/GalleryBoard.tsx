import { MB } from './boardCss.js';
import { GALLERY_MAX_MEALS, galleryGrid, MENU_BOARD_TEXTS } from './layout.js';
import { splitSoups, type Menu } from './menu.js';
import { MealImage, MealTexts, mealClass, type BoardLook } from './MealView.js';

/**
 * The gallery layout: meals as picture cards on widgets.md §9's grid (at most 4 × 3, so at most
 * 12 meals), the soups in a side panel beside it.
 */
export function GalleryBoard({ menu, look, gap }: { menu: Menu; look: BoardLook; gap: number }) {
  const { showCategories } = look.config;
  const { soups, others } = splitSoups(menu);
  const meals = others
    .flatMap((category) => category.meals.map((meal) => ({ meal, category: category.title })))
    .slice(0, GALLERY_MAX_MEALS);
  const grid = galleryGrid(meals.length);
  return (
    <div style={{ display: 'flex', gap, flex: 1, minHeight: 0 }}>
      {meals.length === 0 && !soups && (
        <p className={MB.category}>{MENU_BOARD_TEXTS.noCategories}</p>
      )}
      {meals.length > 0 && (
        <div
          data-testid="menu-board-grid"
          data-columns={grid.columns}
          data-rows={grid.rows}
          style={{
            flex: 1,
            display: 'grid',
            gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${grid.rows}, minmax(0, 1fr))`,
            gap,
          }}
        >
          {meals.map(({ meal, category }, index) => (
            <article key={index} data-testid="menu-meal" className={mealClass(meal, MB.card)}>
              <MealImage meal={meal} look={look} className={MB.cardImage} />
              {showCategories && (
                <p data-testid="menu-category-title" className={MB.cardCategory}>
                  {category}
                </p>
              )}
              <MealTexts meal={meal} look={look} />
            </article>
          ))}
        </div>
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
