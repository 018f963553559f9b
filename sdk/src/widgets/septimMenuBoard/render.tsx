import { useMemo } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss } from '../menuBoards/boardCss.js';
import {
  BoardColumns,
  BoardFrame,
  classicImageSide,
  SettingsTitles,
  useBoardBody,
  useBoardFrame,
} from '../menuBoards/BoardFrame.js';
import { classicGridColumns } from '../menuBoards/layout.js';
import { imageUrlsOf } from '../menuBoards/MealParts.js';
import { septimMealCount, visibleSeptimMenu } from './menu.js';
import { readSeptimMenuBoardBody, septimTextScale } from './model.js';
import { SeptimCategoryView } from './SeptimMealView.js';
import { septimCss } from './septimCss.js';
import { useSeptimMenu } from './useSeptimMenu.js';

/**
 * The menu board v1 (la_fresca_septim_menu_board): the title and subtitle over the day's meals
 * of a Septim store (or the item's manual meals), grouped by category in the classic grid.
 * Nothing but the background while there is no menu.
 */
export function SeptimMenuBoardWidget(props: WidgetRenderProps) {
  const body = useBoardBody(readSeptimMenuBoardBody, props);
  const read = useSeptimMenu(body);
  const menu = useMemo(() => read && visibleSeptimMenu(read), [read]);
  const frame = useBoardFrame(props);
  const { scale, scope } = frame;
  // The classic grid's columns by meals, at most the body's number of columns.
  const columns = menu
    ? Math.min(body.numberOfColumns, classicGridColumns(septimMealCount(menu)))
    : body.numberOfColumns;
  const textScale = scale * septimTextScale(body.fontSizeRatio);
  const css = [
    boardCss(scope, {
      config: body,
      scale,
      textScale,
      imageSide: classicImageSide(frame, columns, body.mealImageSizeFactor),
    }),
    septimCss(scope, { scale, textScale, allergensStyle: body.allergensFontStyle }),
  ].join('\n');
  const look = { config: body, imageUrlOf: imageUrlsOf(props.files) };
  return (
    <BoardFrame
      frame={frame}
      testId="septim-menu-board"
      hasMenu={!!menu}
      background={body.backgroundColor}
      css={css}
    >
      {menu && <SettingsTitles settings={body} />}
      {menu && (
        <BoardColumns columns={columns} gap={40 * scale}>
          {menu.categories.map((category, index) => (
            <SeptimCategoryView key={index} category={category} look={look} />
          ))}
        </BoardColumns>
      )}
    </BoardFrame>
  );
}
