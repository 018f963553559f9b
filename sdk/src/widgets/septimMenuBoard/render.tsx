import { useEffect, useId, useMemo, useRef } from 'react';
import { referenceStageWidth, useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss, MB } from '../menuBoard/boardCss.js';
import { classicGridColumns, classicImageSize } from '../menuBoard/layout.js';
import type { BoardLook } from '../menuBoard/MealView.js';
import { menuBoardLayoutConfigSchema, type MenuBoardLayoutConfig } from '../menuBoard/model.js';
import { septimMealCount, visibleSeptimMenu } from './menu.js';
import { readSeptimMenuBoardBody, septimTextScale, type SeptimMenuBoardBody } from './model.js';
import { SeptimCategoryView } from './SeptimMealView.js';
import { septimCss } from './septimCss.js';
import { useSeptimMenu } from './useSeptimMenu.js';

/** The v1 body as the shared board stylesheet and meal image read a layout's settings. */
const lookConfigOf = (body: SeptimMenuBoardBody): MenuBoardLayoutConfig =>
  menuBoardLayoutConfigSchema.parse({ ...body, showCategories: true });

/**
 * The menu board v1 (la_fresca_septim_menu_board): the title and subtitle over the day's meals
 * of a Septim store (or the item's manual meals), grouped by category in the classic grid.
 * Nothing but the background while there is no menu. Drawn in one pass without measuring.
 */
export function SeptimMenuBoardWidget({ sceneItem, scene, files, onReady }: WidgetRenderProps) {
  const body = useMemo(() => readSeptimMenuBoardBody(sceneItem.item.body), [sceneItem.item.body]);
  const read = useSeptimMenu(body);
  const menu = useMemo(() => read && visibleSeptimMenu(read), [read]);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const scope = useId();
  useEffect(() => {
    onReady();
  }, [onReady]);

  const config = lookConfigOf(body);
  // widgets.md §9: the classic grid's columns by meals, at most the body's number of columns.
  const columns = menu
    ? Math.min(body.numberOfColumns, classicGridColumns(septimMealCount(menu)))
    : body.numberOfColumns;
  // widgets.md §9's image size is in percent of the board's width.
  const boardWidth = (sceneItem.w / 100) * referenceStageWidth(scene) * scale;
  const textScale = scale * septimTextScale(body.fontSizeRatio);
  const css = [
    boardCss(scope, {
      config,
      scale,
      textScale,
      imageSide: (classicImageSize(columns, body.mealImageSizeFactor) * boardWidth) / 100,
    }),
    septimCss(scope, { scale, textScale, allergensStyle: config.allergensFontStyle }),
  ].join('\n');
  const look: BoardLook = {
    config,
    imageUrlOf: (image) => (image.fileId && files.get(image.fileId)?.url) || image.url,
  };
  return (
    <div
      ref={box}
      data-menu-board={scope}
      data-testid="septim-menu-board"
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
        background: body.backgroundColor,
      }}
    >
      <style>{css}</style>
      {menu && body.showTitle && body.title && (
        <h1 data-testid="menu-board-title" className={MB.title}>
          {body.title}
        </h1>
      )}
      {menu && body.showSubtitle && body.subtitle && (
        <p data-testid="menu-board-subtitle" className={MB.subtitle}>
          {body.subtitle}
        </p>
      )}
      {menu && (
        <div
          data-testid="menu-board-columns"
          data-columns={columns}
          style={{
            columnCount: columns,
            columnGap: 40 * scale,
            columnFill: 'balance',
            flex: 1,
            minHeight: 0,
          }}
        >
          {menu.categories.map((category, index) => (
            <SeptimCategoryView key={index} category={category} look={look} />
          ))}
        </div>
      )}
    </div>
  );
}
