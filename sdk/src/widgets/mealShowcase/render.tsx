import { useEffect, useId, useMemo, useRef } from 'react';
import { useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss, MB } from '../menuBoard/boardCss.js';
import {
  fontScaleOf,
  GALLERY_MAX_MEALS,
  galleryGrid,
  MENU_BOARD_TEXTS,
} from '../menuBoard/layout.js';
import { MealImage, MealTexts, type BoardLook } from '../menuBoard/MealView.js';
import { menuFromBodyCategories, visibleMenu } from '../menuBoard/menu.js';
import { readMealShowcaseBody, showcaseLookOf } from './model.js';

/**
 * A meal showcase (meal_showcase): the item's own meals as big picture cards on widgets.md §9's
 * gallery grid (at most 4 × 3), sold-out meals left out, the title above. It draws with the
 * menu board's stylesheet and meal parts, so a meal looks the same on both.
 */
export function MealShowcaseWidget({ sceneItem, scene, files, onReady }: WidgetRenderProps) {
  const body = useMemo(() => readMealShowcaseBody(sceneItem.item.body), [sceneItem.item.body]);
  const meals = useMemo(
    () =>
      // The classic rule hides sold-out meals (and categories left with none).
      visibleMenu(menuFromBodyCategories(body.categories), 'classic')
        .categories.flatMap((category) => category.meals)
        .slice(0, GALLERY_MAX_MEALS),
    [body],
  );
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const scope = useId();
  useEffect(() => {
    onReady();
  }, [onReady]);

  const config = showcaseLookOf(body);
  const css = boardCss(scope, {
    config,
    scale,
    textScale: scale * fontScaleOf(config.fontSizeRatio),
    imageSide: 0,
  });
  const look: BoardLook = {
    config,
    imageUrlOf: (image) => (image.fileId && files.get(image.fileId)?.url) || image.url,
  };
  const grid = galleryGrid(meals.length);
  const gap = 24 * scale;
  return (
    <div
      ref={box}
      data-menu-board={scope}
      data-testid="meal-showcase"
      lang={body.languageCode}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 16 * scale,
        padding: 32 * scale,
        background: config.backgroundColor ?? '#101010',
      }}
    >
      <style>{css}</style>
      {config.showTitle && config.title && (
        <h1 data-testid="meal-showcase-title" className={MB.title}>
          {config.title}
        </h1>
      )}
      {meals.length === 0 && <p className={MB.category}>{MENU_BOARD_TEXTS.noMeals}</p>}
      {meals.length > 0 && (
        <div
          data-testid="meal-showcase-grid"
          data-columns={grid.columns}
          data-rows={grid.rows}
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
            gridTemplateRows: `repeat(${grid.rows}, minmax(0, 1fr))`,
            gap,
          }}
        >
          {meals.map((meal, index) => (
            <article key={index} data-testid="menu-meal" className={MB.card}>
              <MealImage meal={meal} look={look} className={MB.cardImage} />
              <MealTexts meal={meal} look={look} />
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
