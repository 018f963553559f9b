import { MB } from '../menuBoard/boardCss.js';
import {
  energyLabel,
  formatPrice,
  NUTRITION_LABELS,
  type NutritionField,
} from '../menuBoard/layout.js';
import { MealImage, mealClass, type BoardLook } from '../menuBoard/MealView.js';
import type { SeptimCategory, SeptimMeal } from './menu.js';
import { SP } from './septimCss.js';

/** One category: its title over its meals; the browser keeps it in one column. */
export function SeptimCategoryView({
  category,
  look,
}: {
  category: SeptimCategory;
  look: BoardLook;
}) {
  return (
    <section data-testid="menu-category" className={`${MB.block} ${MB.whole}`}>
      <h2 data-testid="menu-category-title" className={MB.category}>
        {category.title}
      </h2>
      {category.meals.map((meal, index) => (
        <article key={index} data-testid="menu-meal" className={mealClass(meal, MB.meal)}>
          <MealImage meal={meal} look={look} className={MB.image} />
          <SeptimMealTexts meal={meal} showAllergens={look.config.showAllergens} />
        </article>
      ))}
    </section>
  );
}

/** A meal's texts: title and price, pictograms, allergens, energy and nutrition circles. */
function SeptimMealTexts({ meal, showAllergens }: { meal: SeptimMeal; showAllergens: boolean }) {
  const price = formatPrice(meal.price);
  const nutrition = Object.entries(meal.nutrition) as [NutritionField, number][];
  return (
    <div className={MB.texts}>
      <div className={MB.row}>
        <p data-testid="menu-meal-title" className={MB.mealTitle}>
          {meal.title}
        </p>
        {price && (
          <p data-testid="menu-meal-price" className={MB.price}>
            {price}
          </p>
        )}
      </div>
      {meal.pictograms.length > 0 && (
        <div data-testid="menu-meal-pictograms" className={SP.pictograms}>
          {meal.pictograms.map((code, index) => (
            <span key={index} data-testid="menu-meal-pictogram" className={SP.pictogram}>
              {code}
            </span>
          ))}
        </div>
      )}
      {showAllergens && meal.allergens && (
        <p data-testid="menu-meal-allergens" className={MB.allergens}>
          {meal.allergens}
        </p>
      )}
      {meal.energy !== undefined && (
        <p data-testid="menu-meal-energy" className={MB.allergens}>
          {energyLabel(meal.energy)}
        </p>
      )}
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
