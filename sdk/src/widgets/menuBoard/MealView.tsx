import { MB } from './boardCss.js';
import { RecoveringImage } from '../../render/RecoveringImage.js';
import { energyLabel, formatPrice, NUTRITION_LABELS, type NutritionField } from './layout.js';
import type { MenuMeal } from './menu.js';
import type { MenuBoardLayoutConfig } from './model.js';

/** What the parts of a board draw with, worked out once per render of the board. */
export interface BoardLook {
  config: MenuBoardLayoutConfig;
  /** An image's address: the content's file, else the meal's own address. */
  imageUrlOf: (image: NonNullable<MenuMeal['image']>) => string | undefined;
}

/** Sold-out (in the gallery) and unavailable meals are drawn greyed (widgets.md §4). */
export const isGreyed = (meal: MenuMeal) => meal.isUnavailable || meal.isSoldOut;

/** The classes of a meal's box: its layout's, plus greyed when it cannot be had. */
export const mealClass = (meal: MenuMeal, base: string) =>
  isGreyed(meal) ? `${base} ${MB.greyed}` : base;

/** A meal's texts: title and price, description, allergens, energy, nutrition and extras. */
export function MealTexts({ meal, look }: { meal: MenuMeal; look: BoardLook }) {
  const { showAllergens } = look.config;
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
      {meal.description && <p className={MB.description}>{meal.description}</p>}
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
        <p data-testid="menu-meal-nutrition" className={`${MB.allergens} ${MB.row}`}>
          {nutrition.map(([field, value]) => (
            <span key={field}>
              {NUTRITION_LABELS[field]} {value}
            </span>
          ))}
        </p>
      )}
      {meal.extras.map((extra, index) => (
        <div key={index} data-testid="menu-meal-extra" className={MB.row}>
          <p className={MB.extra}>
            {extra.title}
            {showAllergens && extra.allergens ? ` (${extra.allergens})` : ''}
          </p>
          <p className={MB.extra}>{formatPrice(extra.price)}</p>
        </div>
      ))}
    </div>
  );
}

/** A meal's picture, when the layout shows pictures and the meal has one. */
export function MealImage({
  meal,
  look,
  className,
}: {
  meal: MenuMeal;
  look: BoardLook;
  className: string;
}) {
  if (!look.config.showMealImage || !meal.image) return null;
  const src = look.imageUrlOf(meal.image);
  if (!src) return null;
  return (
    <RecoveringImage
      data-testid="menu-meal-image"
      className={className}
      src={src}
      alt=""
      draggable={false}
      decoding="async"
    />
  );
}
