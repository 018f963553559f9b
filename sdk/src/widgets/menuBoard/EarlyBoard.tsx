import { useEffect, useId, useMemo, useRef } from 'react';
import { RecoveringImage } from '../../render/RecoveringImage.js';
import { referenceStageWidth, useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { earlyBoardCells, type EarlyMealCell } from './earlyCells.js';
import { EARLY_OUTER_PADDING_PX, EB, earlyBoardCss } from './earlyCss.js';
import {
  earlyBackgroundOf,
  readEarlyMenuBoardBody,
  type EarlyMenuBoardBody,
} from './earlyModel.js';
import { classicImageSize, fontScaleOf, formatPrice, MENU_BOARD_TEXTS } from './layout.js';
import { menuFromBodyCategories, type MenuCategory, type MenuMeal } from './menu.js';
import { useMenuBoardData } from './useMenuBoardData.js';

/**
 * The earlier (daily/static) variant of the menu board: title and subtitle over a grid of
 * cells, the soups block first as one cell, then one cell per meal from the offset, at most
 * the limit. Drawn in one pass from the data, like the v2 board.
 */
export function EarlyMenuBoard({ sceneItem, scene, files, onReady }: WidgetRenderProps) {
  const body = useMemo(() => readEarlyMenuBoardBody(sceneItem.item.body), [sceneItem.item.body]);
  const served = useMenuBoardData(body);
  const menu = useMemo(
    () => (body.menuBoardSource === 'manual' ? menuFromBodyCategories(body.categories) : served),
    [body, served],
  );
  const cells = useMemo(() => menu && earlyBoardCells(menu, body), [menu, body]);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const scope = useId();
  useEffect(() => {
    onReady();
  }, [onReady]);

  const columns = cells?.columns ?? body.numberOfColumns;
  const boardWidth = (sceneItem.w / 100) * referenceStageWidth(scene) * scale;
  const css = earlyBoardCss(scope, {
    body,
    scale,
    textScale: scale * fontScaleOf(body.fontSizeRatio),
    imageSide: (classicImageSize(columns, body.mealImageSizeFactor) * boardWidth) / 100,
  });
  const imageUrlOf = (image: NonNullable<MenuMeal['image']>) =>
    (image.fileId && files.get(image.fileId)?.url) || image.url;
  const empty = cells && cells.meals.length === 0 && !cells.soups;
  return (
    <div
      ref={box}
      data-menu-board={scope}
      data-testid="menu-board"
      data-variant="early"
      data-state={cells ? 'menu' : 'no-data'}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 16 * scale,
        padding: EARLY_OUTER_PADDING_PX * body.outerPadding * scale,
        background: earlyBackgroundOf(body),
      }}
    >
      <style>{css}</style>
      {cells && body.showTitle && body.title && (
        <h1 data-testid="menu-board-title" className={EB.title}>
          {body.title}
        </h1>
      )}
      {cells && body.showSubtitle && body.subtitle && (
        <p data-testid="menu-board-subtitle" className={EB.subtitle}>
          {body.subtitle}
        </p>
      )}
      {empty && <p className={EB.category}>{MENU_BOARD_TEXTS.noCategories}</p>}
      {cells && !empty && (
        <div
          data-testid="menu-board-grid"
          data-columns={columns}
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            alignContent: 'start',
          }}
        >
          {cells.soups && <SoupsCell soups={cells.soups} body={body} />}
          {cells.meals.map((cell, index) => (
            <MealCell key={index} cell={cell} body={body} imageUrlOf={imageUrlOf} />
          ))}
        </div>
      )}
    </div>
  );
}

const priceOf = (body: EarlyMenuBoardBody, price: string) =>
  body.showPrices ? formatPrice(price) : '';

function MealCell({
  cell,
  body,
  imageUrlOf,
}: {
  cell: EarlyMealCell;
  body: EarlyMenuBoardBody;
  imageUrlOf: (image: NonNullable<MenuMeal['image']>) => string | undefined;
}) {
  const { meal } = cell;
  const price = priceOf(body, meal.price);
  const src = body.showMealImage && meal.image ? imageUrlOf(meal.image) : undefined;
  return (
    <article
      data-testid="menu-meal"
      className={meal.isUnavailable ? `${EB.cell} ${EB.greyed}` : EB.cell}
    >
      {src && (
        <RecoveringImage
          data-testid="menu-meal-image"
          className={EB.image}
          src={src}
          alt=""
          draggable={false}
          decoding="async"
        />
      )}
      <div className={EB.texts}>
        {cell.firstOfCategory && (
          <h2 data-testid="menu-category-title" className={EB.category}>
            {cell.category}
          </h2>
        )}
        <div className={EB.row}>
          <p data-testid="menu-meal-title" className={EB.mealTitle}>
            {meal.title}
          </p>
          {price && (
            <p data-testid="menu-meal-price" className={EB.price}>
              {price}
            </p>
          )}
        </div>
        {meal.description && <p className={EB.description}>{meal.description}</p>}
        {body.showAllergens && meal.allergens && (
          <p data-testid="menu-meal-allergens" className={EB.allergens}>
            {meal.allergens}
          </p>
        )}
        {meal.extras.map((extra, index) => (
          <div key={index} data-testid="menu-meal-extra" className={EB.row}>
            <p className={EB.extra}>
              {extra.title}
              {body.showAllergens && extra.allergens ? ` (${extra.allergens})` : ''}
            </p>
            <p className={EB.extra}>{priceOf(body, extra.price)}</p>
          </div>
        ))}
      </div>
    </article>
  );
}

/** widgets.md §9: the soups, all in one cell with their own font styles. */
function SoupsCell({ soups, body }: { soups: MenuCategory; body: EarlyMenuBoardBody }) {
  return (
    <section data-testid="menu-soups" className={EB.cell}>
      <div className={EB.texts}>
        <h2 data-testid="menu-soups-title" className={EB.soupsTitle}>
          {soups.title}
        </h2>
        {soups.meals.map((soup, index) => {
          const price = priceOf(body, soup.price);
          return (
            <div key={index} data-testid="menu-soup">
              <div className={EB.row}>
                <p data-testid="menu-soup-title" className={EB.soupsText}>
                  {soup.title}
                </p>
                {price && (
                  <p data-testid="menu-meal-price" className={EB.soupsPrice}>
                    {price}
                  </p>
                )}
              </div>
              {body.showAllergens && soup.allergens && (
                <p data-testid="menu-meal-allergens" className={EB.soupsAllergens}>
                  {soup.allergens}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}
