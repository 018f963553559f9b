import { useMemo } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { allergenLegend, allergenLegendTitle } from '../menuBoards/allergens.js';
import { AllergenLegend } from '../menuBoards/AllergenLegend.js';
import { BOARD_TEXT_FONT_STYLE_FIELDS } from '../menuBoards/boardModel.js';
import { boardCss, type BoardTextStyles } from '../menuBoards/boardCss.js';
import {
  BoardFrame,
  SettingsTitles,
  useBoardBody,
  useBoardFrame,
  type BoardFrameState,
} from '../menuBoards/BoardFrame.js';
import { boardDesignOf, designedStyle, type BoardDesign } from '../menuBoards/designs.js';
import { fittedBoardCss } from '../menuBoards/fittedCss.js';
import { fontScaleOf } from '../menuBoards/layout.js';
import { imageUrlsOf, type BoardLook } from '../menuBoards/MealParts.js';
import {
  menuFromBodyCategories,
  unavailableAsSoldOut,
  visibleMenu,
  type Menu,
} from '../menuBoards/menu.js';
import { menuFit } from '../menuBoards/menuFit.js';
import { priceFormatOf } from '../menuBoards/price.js';
import { ClassicBoard } from './ClassicBoard.js';
import { EarlyMenuBoard } from './EarlyBoard.js';
import { isEarlyMenuBoardBody } from './earlyModel.js';
import { GalleryBoard } from './GalleryBoard.js';
import {
  menuBoardBackgroundOf,
  menuBoardConfigOf,
  readMenuBoardBody,
  type MenuBoardBody,
  type MenuBoardLayoutConfig,
} from './model.js';
import { useMenuBoardData } from './useMenuBoardData.js';

/**
 * A menu board (menu_board): the earlier (daily/static) variant when the body is one, else the
 * v2 board.
 */
export function MenuBoardWidget(props: WidgetRenderProps) {
  return isEarlyMenuBoardBody(props.sceneItem.item.body) ? (
    <EarlyMenuBoard {...props} />
  ) : (
    <V2MenuBoard {...props} />
  );
}

/** Reference px around a board's content and between its rows. */
const PADDING = 32;
const GAP = 16;

/** The layout's settings with its texts in the board's design. */
function designedConfig(config: MenuBoardLayoutConfig, design: BoardDesign): MenuBoardLayoutConfig {
  const styles = Object.fromEntries(
    BOARD_TEXT_FONT_STYLE_FIELDS.map((field) => [
      field,
      designedStyle(field, config[field], design),
    ]),
  ) as Pick<MenuBoardLayoutConfig, keyof BoardTextStyles>;
  return { ...config, ...styles };
}

/**
 * The v2 board: the title and subtitle over the menu in the classic or the gallery
 * layout, in the board's design. A manual board draws the item's own categories; a daily or
 * static one the server's board, and nothing but its background while there is none. Sizes are
 * reference pixels times the reference scale; the classic layout's meals are set at the size
 * the fit chose for their number and the box (menuFit).
 */
function V2MenuBoard(props: WidgetRenderProps) {
  const body = useBoardBody(readMenuBoardBody, props);
  const served = useMenuBoardData(body);
  const menu = useMemo(() => {
    const read =
      body.menuBoardSource === 'manual' ? menuFromBodyCategories(body.categories) : served;
    return read && visibleMenu(unavailableAsSoldOut(read), body.layout);
  }, [body, served]);
  const frame = useBoardFrame(props);
  const design = boardDesignOf(menuBoardConfigOf(body).design);
  const config = designedConfig(menuBoardConfigOf(body), design);
  const look: BoardLook<MenuBoardLayoutConfig> = {
    config,
    imageUrlOf: imageUrlsOf(props.files),
    priceFormat: priceFormatOf(menu?.currency, body.languageCode),
  };
  const background = design.background ?? menuBoardBackgroundOf(config);
  const hasOwnBackground = !!(config.backgroundColor ?? config.backgroundColorLens);
  return (
    <BoardFrame
      frame={frame}
      testId="menu-board"
      hasMenu={!!menu}
      padding={PADDING}
      attributes={{ 'data-layout': body.layout, 'data-design': design.id }}
      // A colour the user chose wins over the design's background.
      background={hasOwnBackground ? menuBoardBackgroundOf(config) : background}
      css={menu && body.layout === 'classic' ? undefined : galleryCss(frame, config)}
    >
      {menu && body.layout === 'classic' && (
        <FittedClassic body={body} menu={menu} look={look} frame={frame} design={design} />
      )}
      {menu && body.layout === 'gallery' && (
        <>
          <SettingsTitles settings={config} />
          <GalleryBoard menu={menu} look={look} gap={24 * frame.scale} />
        </>
      )}
    </BoardFrame>
  );
}

function galleryCss(frame: BoardFrameState, config: MenuBoardLayoutConfig) {
  return boardCss(frame.scope, {
    config,
    scale: frame.scale,
    textScale: frame.scale * fontScaleOf(config.fontSizeRatio),
    imageSide: 0,
  });
}

/** The classic layout, fitted: columns and type by the meals and the box, the legend below. */
function FittedClassic(props: {
  body: MenuBoardBody;
  menu: Menu;
  look: BoardLook<MenuBoardLayoutConfig>;
  frame: BoardFrameState;
  design: BoardDesign;
}) {
  const { body, menu, look, frame, design } = props;
  const { config } = look;
  const userScale = fontScaleOf(config.fontSizeRatio);
  const legend = useMemo(() => allergenLegend(menu, body.languageCode), [menu, body.languageCode]);
  const maxColumns = Math.min(config.numberOfColumns, design.maxColumns ?? config.numberOfColumns);
  const pictures = design.pictures && config.showMealImage && hasPictures(menu);
  // A picture's side at scale 1: the meal title's size times the photo size factor's share.
  const pictureSide = pictures
    ? config.mealTitleFontStyle.fontSize * (1.6 + 0.28 * config.mealImageSizeFactor)
    : 0;
  const fit = menuFit({
    menu,
    styles: config,
    width: frame.referenceWidth,
    height: frame.referenceHeight,
    padding: PADDING,
    gap: GAP,
    titles: {
      title: config.showTitle && !!config.title,
      subtitle: config.showSubtitle && !!config.subtitle,
    },
    userScale,
    maxColumns,
    keepBlocksWhole: !config.allowCategoryBalancing,
    showCategories: config.showCategories,
    showAllergens: config.showAllergens,
    pictureSide,
    legend,
  });
  const css = fittedBoardCss(frame.scope, {
    config,
    scale: frame.scale,
    titleScale: frame.scale * userScale,
    textScale: frame.scale * fit.scale,
    imageSide: pictureSide * fit.scale * frame.scale,
    design,
    legendFontSize: fit.legendFontSize,
  });
  return (
    <>
      <style>{css}</style>
      <SettingsTitles settings={config} />
      <ClassicBoard
        menu={menu}
        look={pictures ? look : { ...look, config: { ...config, showMealImage: false } }}
        columns={fit.columns}
        columnGap={40 * fit.scale * frame.scale}
        design={design}
      />
      {fit.legend && (
        <AllergenLegend title={allergenLegendTitle(body.languageCode)} legend={legend} />
      )}
    </>
  );
}

const hasPictures = (menu: Menu) =>
  menu.categories.some((c) => c.meals.some((m) => m.image !== null));
