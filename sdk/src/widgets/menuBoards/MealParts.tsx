import type { ReactNode } from 'react';
import type { PlayableFile } from '../../player/content.js';
import { RecoveringImage } from '../../render/RecoveringImage.js';
import { MB } from './boardCss.js';
import { energyLabel, NUTRITION_LABELS, type NutritionField } from './layout.js';
import type { MenuExtra, MenuMeal } from './menu.js';
import { formatPrice, type PriceFormat } from './price.js';

/** A meal's picture: a file of the content, or an address to load. */
export type MealImageRef = NonNullable<MenuMeal['image']>;
export type ImageUrlOf = (image: MealImageRef) => string | undefined;

/** An image's address: the content's file, else the meal's own address. */
export const imageUrlsOf =
  (files: ReadonlyMap<string, PlayableFile>): ImageUrlOf =>
  (image) =>
    (image.fileId && files.get(image.fileId)?.url) || image.url;

/** What a board shows of each meal. */
export interface MealShows {
  showAllergens: boolean;
  showMealImage: boolean;
}

/** What the parts of a board draw with, worked out once per render of the board. */
export interface BoardLook<C extends MealShows = MealShows> {
  config: C;
  imageUrlOf: ImageUrlOf;
  /** The currency and locale prices are written in; Czech crowns when the board has none. */
  priceFormat?: PriceFormat;
}

/** A price as the board writes it. */
export const priceOf = (look: BoardLook, price: string) => formatPrice(price, look.priceFormat);

/** Unavailable meals, and sold-out ones a layout still lists, are drawn greyed. */
export const isGreyed = (meal: MenuMeal) => meal.isUnavailable || meal.isSoldOut;

/** The classes of a meal's box: its layout's, plus greyed when it cannot be had. */
export const mealClass = (meal: MenuMeal, base: string) =>
  isGreyed(meal) ? `${base} ${MB.greyed}` : base;

/** A text on the left and its price on the right; no price shows no price. */
export function PricedLine(props: {
  testId: string;
  text: string;
  price: string;
  textClass?: string;
  priceClass?: string;
}) {
  return (
    <div className={MB.row}>
      <p data-testid={props.testId} className={props.textClass ?? MB.mealTitle}>
        {props.text}
      </p>
      {props.price && (
        <p data-testid="menu-meal-price" className={props.priceClass ?? MB.price}>
          {props.price}
        </p>
      )}
    </div>
  );
}

/** A meal's allergens, when the board shows them and the meal has any. */
export function Allergens(props: { text: string; show: boolean; className?: string }) {
  if (!props.show || !props.text) return null;
  return (
    <p data-testid="menu-meal-allergens" className={props.className ?? MB.allergens}>
      {props.text}
    </p>
  );
}

/** A meal's energy, "Energie: N kcal", when it has one. */
export function Energy({ kcal }: { kcal: number | undefined }) {
  if (kcal === undefined) return null;
  return (
    <p data-testid="menu-meal-energy" className={MB.allergens}>
      {energyLabel(kcal)}
    </p>
  );
}

/** The nutrition values a meal has, with their labels. */
export const nutritionOf = (meal: MenuMeal) =>
  Object.entries(meal.nutrition) as [NutritionField, number][];

/** A meal's extras, each with its allergens (when shown) and its price. */
export function Extras(props: {
  extras: readonly MenuExtra[];
  showAllergens: boolean;
  priceOf: (price: string) => string;
}) {
  return props.extras.map((extra, index) => (
    <div key={index} data-testid="menu-meal-extra" className={MB.row}>
      <p className={MB.extra}>
        {extra.title}
        {props.showAllergens && extra.allergens ? ` (${extra.allergens})` : ''}
      </p>
      <p className={MB.extra}>{props.priceOf(extra.price)}</p>
    </div>
  ));
}

/** A meal's texts: title and price, description, allergens, energy, nutrition and extras. */
export function MealTexts({ meal, look }: { meal: MenuMeal; look: BoardLook }) {
  const { showAllergens } = look.config;
  const nutrition = nutritionOf(meal);
  return (
    <div className={MB.texts}>
      <PricedLine testId="menu-meal-title" text={meal.title} price={priceOf(look, meal.price)} />
      {meal.description && <p className={MB.description}>{meal.description}</p>}
      <Allergens text={meal.allergens} show={showAllergens} />
      <Energy kcal={meal.energy} />
      {nutrition.length > 0 && (
        <p data-testid="menu-meal-nutrition" className={`${MB.allergens} ${MB.row}`}>
          {nutrition.map(([field, value]) => (
            <span key={field}>
              {NUTRITION_LABELS[field]} {value}
            </span>
          ))}
        </p>
      )}
      <Extras
        extras={meal.extras}
        showAllergens={showAllergens}
        priceOf={(price) => priceOf(look, price)}
      />
    </div>
  );
}

/** A meal's picture, when the board shows pictures and the meal has one. */
export function MealImage(props: { meal: MenuMeal; look: BoardLook; className: string }) {
  const { meal, look } = props;
  if (!look.config.showMealImage || !meal.image) return null;
  const src = look.imageUrlOf(meal.image);
  if (!src) return null;
  return (
    <RecoveringImage
      data-testid="menu-meal-image"
      className={props.className}
      src={src}
      alt=""
      draggable={false}
      decoding="async"
    />
  );
}

/** One meal's box: its picture (when shown) beside or above its texts. */
export function MealBox(props: {
  meal: MenuMeal;
  look: BoardLook;
  boxClass: string;
  imageClass: string;
  children?: ReactNode;
}) {
  const { meal, look } = props;
  return (
    <article data-testid="menu-meal" className={mealClass(meal, props.boxClass)}>
      <MealImage meal={meal} look={look} className={props.imageClass} />
      {props.children ?? <MealTexts meal={meal} look={look} />}
    </article>
  );
}
