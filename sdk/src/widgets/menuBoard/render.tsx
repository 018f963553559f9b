import { useEffect, useId, useMemo, useRef } from 'react';
import { referenceStageWidth, useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss, MB } from './boardCss.js';
import { ClassicBoard } from './ClassicBoard.js';
import { EarlyMenuBoard } from './EarlyBoard.js';
import { isEarlyMenuBoardBody } from './earlyModel.js';
import { GalleryBoard } from './GalleryBoard.js';
import { classicGridColumns, classicImageSize, fontScaleOf } from './layout.js';
import type { BoardLook } from './MealView.js';
import { cellCount, menuFromBodyCategories, unavailableAsSoldOut, visibleMenu } from './menu.js';
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
 * board, and nothing but its background while there is none. Drawn in one pass from the data,
 * without measuring, so it is ready at once. Sizes are reference pixels times the reference
 * scale (texts also times the font ratio's scale).
 */
function V2MenuBoard({ sceneItem, scene, files, onReady }: WidgetRenderProps) {
  const body = useMemo(() => readMenuBoardBody(sceneItem.item.body), [sceneItem.item.body]);
  const served = useMenuBoardData(body);
  const menu = useMemo(() => {
    const read =
      body.menuBoardSource === 'manual' ? menuFromBodyCategories(body.categories) : served;
    return read && visibleMenu(unavailableAsSoldOut(read), body.layout);
  }, [body, served]);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const scope = useId();
  useEffect(() => {
    onReady();
  }, [onReady]);

  const config = menuBoardConfigOf(body);
  const columns = menu
    ? Math.min(config.numberOfColumns, classicGridColumns(cellCount(menu)))
    : config.numberOfColumns;
  // widgets.md §9's image size is in percent of the board's width.
  const boardWidth = (sceneItem.w / 100) * referenceStageWidth(scene) * scale;
  const css = boardCss(scope, {
    config,
    scale,
    textScale: scale * fontScaleOf(config.fontSizeRatio),
    imageSide: (classicImageSize(columns, config.mealImageSizeFactor) * boardWidth) / 100,
  });
  const look: BoardLook = {
    config,
    imageUrlOf: (image) => (image.fileId && files.get(image.fileId)?.url) || image.url,
  };
  return (
    <div
      ref={box}
      data-menu-board={scope}
      data-testid="menu-board"
      data-layout={body.layout}
      data-state={menu ? 'menu' : 'no-data'}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 16 * scale,
        padding: 32 * scale,
        background: menuBoardBackgroundOf(config),
      }}
    >
      <style>{css}</style>
      {menu && config.showTitle && config.title && (
        <h1 data-testid="menu-board-title" className={MB.title}>
          {config.title}
        </h1>
      )}
      {menu && config.showSubtitle && config.subtitle && (
        <p data-testid="menu-board-subtitle" className={MB.subtitle}>
          {config.subtitle}
        </p>
      )}
      {menu && body.layout === 'classic' && (
        <ClassicBoard menu={menu} look={look} columns={columns} columnGap={40 * scale} />
      )}
      {menu && body.layout === 'gallery' && (
        <GalleryBoard menu={menu} look={look} gap={24 * scale} />
      )}
    </div>
  );
}
