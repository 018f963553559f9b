import { useMemo } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss } from '../menuBoards/boardCss.js';
import {
  BoardFrame,
  classicImageSide,
  SettingsTitles,
  useBoardBody,
  useBoardFrame,
} from '../menuBoards/BoardFrame.js';
import { classicGridColumns, fontScaleOf } from '../menuBoards/layout.js';
import { imageUrlsOf } from '../menuBoards/MealParts.js';
import {
  cellCount,
  menuFromBodyCategories,
  unavailableAsSoldOut,
  visibleMenu,
} from '../menuBoards/menu.js';
import { ClassicBoard } from './ClassicBoard.js';
import { EarlyMenuBoard } from './EarlyBoard.js';
import { isEarlyMenuBoardBody } from './earlyModel.js';
import { GalleryBoard } from './GalleryBoard.js';
import { menuBoardBackgroundOf, menuBoardConfigOf, readMenuBoardBody } from './model.js';
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

/**
 * The v2 board: the title and subtitle over the menu in the classic or the gallery
 * layout. A manual board draws the item's own categories; a daily or static one the server's
 * board, and nothing but its background while there is none. Sizes are reference pixels times
 * the reference scale (texts also times the font ratio's scale).
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
  const { scale } = frame;
  const config = menuBoardConfigOf(body);
  // The classic grid's columns by cells, at most the body's number of columns.
  const columns = menu
    ? Math.min(config.numberOfColumns, classicGridColumns(cellCount(menu)))
    : config.numberOfColumns;
  const css = boardCss(frame.scope, {
    config,
    scale,
    textScale: scale * fontScaleOf(config.fontSizeRatio),
    imageSide: classicImageSide(frame, columns, config.mealImageSizeFactor),
  });
  const look = { config, imageUrlOf: imageUrlsOf(props.files) };
  return (
    <BoardFrame
      frame={frame}
      testId="menu-board"
      hasMenu={!!menu}
      attributes={{ 'data-layout': body.layout }}
      background={menuBoardBackgroundOf(config)}
      css={css}
    >
      {menu && <SettingsTitles settings={config} />}
      {menu && body.layout === 'classic' && (
        <ClassicBoard menu={menu} look={look} columns={columns} columnGap={40 * scale} />
      )}
      {menu && body.layout === 'gallery' && (
        <GalleryBoard menu={menu} look={look} gap={24 * scale} />
      )}
    </BoardFrame>
  );
}
