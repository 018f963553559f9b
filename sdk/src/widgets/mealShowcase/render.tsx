import { useMemo } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss, MB } from '../menuBoards/boardCss.js';
import {
  BoardFrame,
  BoardTitles,
  shown,
  useBoardBody,
  useBoardFrame,
} from '../menuBoards/BoardFrame.js';
import { DEFAULT_BOARD_BACKGROUND } from '../menuBoards/boardModel.js';
import { fontScaleOf, GALLERY_MAX_MEALS, MENU_BOARD_TEXTS } from '../menuBoards/layout.js';
import { MealCards } from '../menuBoards/MealCards.js';
import { imageUrlsOf } from '../menuBoards/MealParts.js';
import { menuFromBodyCategories, visibleMenu } from '../menuBoards/menu.js';
import { readMealShowcaseBody, showcaseLookOf } from './model.js';

/**
 * A meal showcase (meal_showcase): the item's own meals as big picture cards on the gallery's
 * grid (at most 4 × 3), sold-out meals left out, the title above. It draws with the menu
 * board's stylesheet and meal parts, so a meal looks the same on both.
 */
export function MealShowcaseWidget(props: WidgetRenderProps) {
  const body = useBoardBody(readMealShowcaseBody, props);
  const meals = useMemo(
    () =>
      // The classic rule hides sold-out meals (and categories left with none).
      visibleMenu(menuFromBodyCategories(body.categories), 'classic')
        .categories.flatMap((category) => category.meals.map((meal) => ({ meal, category: '' })))
        .slice(0, GALLERY_MAX_MEALS),
    [body],
  );
  const frame = useBoardFrame(props);
  const { scale } = frame;
  const config = showcaseLookOf(body);
  const textScale = scale * fontScaleOf(config.fontSizeRatio);
  const look = { config, imageUrlOf: imageUrlsOf(props.files) };
  return (
    <BoardFrame
      frame={frame}
      testId="meal-showcase"
      attributes={{ lang: body.languageCode }}
      background={config.backgroundColor ?? DEFAULT_BOARD_BACKGROUND}
      css={boardCss(frame.scope, { config, scale, textScale, imageSide: 0 })}
    >
      <BoardTitles
        title={shown(config.showTitle, config.title)}
        titleTestId="meal-showcase-title"
      />
      {meals.length === 0 && <p className={MB.category}>{MENU_BOARD_TEXTS.noMeals}</p>}
      {meals.length > 0 && (
        <MealCards testId="meal-showcase-grid" meals={meals} look={look} gap={24 * scale} />
      )}
    </BoardFrame>
  );
}
