import { MB } from './boardCss.js';
import { BoardGrid } from './BoardFrame.js';
import { galleryGrid } from './layout.js';
import { MealBox, MealTexts, type BoardLook, type MealShows } from './MealParts.js';
import type { MenuMeal } from './menu.js';

/** A meal on a card, with the title of its category. */
export interface CardMeal {
  meal: MenuMeal;
  category: string;
}

/**
 * Meals as picture cards on the gallery's grid (by the number of meals, at most 4 × 3), each
 * card its picture, its category's title when the board shows categories, and its texts.
 */
export function MealCards(props: {
  testId: string;
  meals: readonly CardMeal[];
  look: BoardLook<MealShows & { showCategories: boolean }>;
  gap: number;
}) {
  const { meals, look } = props;
  const grid = galleryGrid(meals.length);
  return (
    <BoardGrid testId={props.testId} columns={grid.columns} rows={grid.rows} gap={props.gap}>
      {meals.map(({ meal, category }, index) => (
        <MealBox key={index} meal={meal} look={look} boxClass={MB.card} imageClass={MB.cardImage}>
          {look.config.showCategories && (
            <p data-testid="menu-category-title" className={MB.cardCategory}>
              {category}
            </p>
          )}
          <MealTexts meal={meal} look={look} />
        </MealBox>
      ))}
    </BoardGrid>
  );
}
