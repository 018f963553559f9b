import { useMemo } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { MB } from '../menuBoards/boardCss.js';
import {
  BoardFrame,
  BoardGrid,
  classicImageSide,
  SettingsTitles,
  useBoardBody,
  useBoardFrame,
} from '../menuBoards/BoardFrame.js';
import { fontScaleOf, MENU_BOARD_TEXTS } from '../menuBoards/layout.js';
import { formatPrice, priceFormatOf, type PriceFormat } from '../menuBoards/price.js';
import {
  Allergens,
  Extras,
  imageUrlsOf,
  MealImage,
  PricedLine,
  type BoardLook,
} from '../menuBoards/MealParts.js';
import { menuFromBodyCategories, type MenuCategory } from '../menuBoards/menu.js';
import { earlyBoardCells, type EarlyMealCell } from './earlyCells.js';
import { EARLY_OUTER_PADDING_PX, earlyBoardCss } from './earlyCss.js';
import {
  earlyBackgroundOf,
  readEarlyMenuBoardBody,
  type EarlyMenuBoardBody,
} from './earlyModel.js';
import { useMenuBoardData } from './useMenuBoardData.js';

/**
 * The earlier (daily/static) variant of the menu board: title and subtitle over a grid of
 * cells, the soups block first as one cell, then one cell per meal from the offset, at most
 * the limit. Drawn in one pass from the data, like the v2 board.
 */
export function EarlyMenuBoard(props: WidgetRenderProps) {
  const body = useBoardBody(readEarlyMenuBoardBody, props);
  const served = useMenuBoardData(body);
  const menu = useMemo(
    () => (body.menuBoardSource === 'manual' ? menuFromBodyCategories(body.categories) : served),
    [body, served],
  );
  const cells = useMemo(() => menu && earlyBoardCells(menu, body), [menu, body]);
  const frame = useBoardFrame(props);
  const columns = cells?.columns ?? body.numberOfColumns;
  const css = earlyBoardCss(frame.scope, {
    body,
    scale: frame.scale,
    textScale: frame.scale * fontScaleOf(body.fontSizeRatio),
    imageSide: classicImageSide(frame, columns, body.mealImageSizeFactor),
  });
  const look: BoardLook = {
    config: body,
    imageUrlOf: imageUrlsOf(props.files),
    priceFormat: priceFormatOf(menu?.currency, body.languageCode),
  };
  const empty = cells && cells.meals.length === 0 && !cells.soups;
  return (
    <BoardFrame
      frame={frame}
      testId="menu-board"
      hasMenu={!!cells}
      attributes={{ 'data-variant': 'early' }}
      padding={EARLY_OUTER_PADDING_PX * body.outerPadding}
      background={earlyBackgroundOf(body)}
      css={css}
    >
      {cells && <SettingsTitles settings={body} />}
      {empty && <p className={MB.category}>{MENU_BOARD_TEXTS.noCategories}</p>}
      {cells && !empty && (
        <BoardGrid testId="menu-board-grid" columns={columns} style={{ alignContent: 'start' }}>
          {cells.soups && <SoupsCell soups={cells.soups} body={body} look={look} />}
          {cells.meals.map((cell, index) => (
            <MealCell key={index} cell={cell} body={body} look={look} />
          ))}
        </BoardGrid>
      )}
    </BoardFrame>
  );
}

/** A price as this board shows it: none when prices are switched off. */
const pricesOf = (body: EarlyMenuBoardBody, format: PriceFormat | undefined) => (price: string) =>
  body.showPrices ? formatPrice(price, format) : '';

/** One meal's cell: its picture, its category's title when it is the first, its texts. */
function MealCell(props: { cell: EarlyMealCell; body: EarlyMenuBoardBody; look: BoardLook }) {
  const { cell, body } = props;
  const { meal } = cell;
  const priceOf = pricesOf(body, props.look.priceFormat);
  return (
    <article
      data-testid="menu-meal"
      className={meal.isUnavailable ? `${MB.cell} ${MB.greyed}` : MB.cell}
    >
      <MealImage meal={meal} look={props.look} className={MB.image} />
      <div className={MB.texts}>
        {cell.firstOfCategory && (
          <h2 data-testid="menu-category-title" className={MB.category}>
            {cell.category}
          </h2>
        )}
        <PricedLine testId="menu-meal-title" text={meal.title} price={priceOf(meal.price)} />
        {meal.description && <p className={MB.description}>{meal.description}</p>}
        <Allergens text={meal.allergens} show={body.showAllergens} />
        <Extras extras={meal.extras} showAllergens={body.showAllergens} priceOf={priceOf} />
      </div>
    </article>
  );
}

/** The soups, all in one cell with their own font styles. */
function SoupsCell(props: { soups: MenuCategory; body: EarlyMenuBoardBody; look: BoardLook }) {
  const { soups, body } = props;
  const priceOf = pricesOf(body, props.look.priceFormat);
  return (
    <section data-testid="menu-soups" className={MB.cell}>
      <div className={MB.texts}>
        <h2 data-testid="menu-soups-title" className={MB.soupsTitle}>
          {soups.title}
        </h2>
        {soups.meals.map((soup, index) => (
          <div key={index} data-testid="menu-soup">
            <PricedLine
              testId="menu-soup-title"
              text={soup.title}
              price={priceOf(soup.price)}
              textClass={MB.soupsText}
              priceClass={MB.soupsPrice}
            />
            <Allergens
              text={soup.allergens}
              show={body.showAllergens}
              className={MB.soupsAllergens}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
