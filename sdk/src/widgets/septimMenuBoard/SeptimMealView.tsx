import { MB } from '../menuBoards/boardCss.js';
import { NUTRITION_LABELS } from '../menuBoards/layout.js';
import {
  Allergens,
  Energy,
  MealBox,
  nutritionOf,
  PricedLine,
  priceOf,
  type BoardLook,
} from '../menuBoards/MealParts.js';
import type { SeptimCategory, SeptimMeal } from './menu.js';
import { SP } from './septimCss.js';

/** One category: its title over its meals; the browser keeps it in one column. */
export function SeptimCategoryView(props: { category: SeptimCategory; look: BoardLook }) {
  const { category, look } = props;
  return (
    <section data-testid="menu-category" className={`${MB.block} ${MB.whole}`}>
      <h2 data-testid="menu-category-title" className={MB.category}>
        {category.title}
      </h2>
      {category.meals.map((meal, index) => (
        <MealBox key={index} meal={meal} look={look} boxClass={MB.meal} imageClass={MB.image}>
          <SeptimMealTexts meal={meal} look={look} />
        </MealBox>
      ))}
    </section>
  );
}

/** A meal's texts: title and price, pictograms, allergens, energy and nutrition circles. */
function SeptimMealTexts({ meal, look }: { meal: SeptimMeal; look: BoardLook }) {
  const { showAllergens } = look.config;
  const nutrition = nutritionOf(meal);
  return (
    <div className={MB.texts}>
      <PricedLine testId="menu-meal-title" text={meal.title} price={priceOf(look, meal.price)} />
      {meal.pictograms.length > 0 && (
        <div data-testid="menu-meal-pictograms" className={SP.pictograms}>
          {meal.pictograms.map((code, index) => (
            <span key={index} data-testid="menu-meal-pictogram" className={SP.pictogram}>
              {code}
            </span>
          ))}
        </div>
      )}
      <Allergens text={meal.allergens} show={showAllergens} />
      <Energy kcal={meal.energy} />
      {nutrition.length > 0 && (
        <div data-testid="menu-meal-nutrition" className={SP.nutrition}>
          {nutrition.map(([field, value]) => (
            <div key={field} className={SP.nutrient}>
              <span className={`${MB.allergens} ${SP.circle}`}>{formatAmount(value)}</span>
              <span className={MB.allergens}>{NUTRITION_LABELS[field]}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

/** A nutrient amount as a Czech board writes it: one decimal at most, a decimal comma. */
const formatAmount = (value: number): string =>
  String(Math.round(value * 10) / 10).replace('.', ',');
