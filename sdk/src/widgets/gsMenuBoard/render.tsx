import { useMemo } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss, MB } from '../menuBoards/boardCss.js';
import {
  BoardFrame,
  BoardGrid,
  BoardTitles,
  shown,
  useBoardBody,
  useBoardFrame,
} from '../menuBoards/BoardFrame.js';
import { fontScaleOf } from '../menuBoards/layout.js';
import { MealTexts } from '../menuBoards/MealParts.js';
import { chosenStoreBoard, GS_MENU_KEPT, useStoreMenu } from '../menuBoards/storeMenu.js';
import { storeBoardColumnPairs, storeBoardMeals } from './meals.js';
import {
  availabilityRange,
  GS_MENU_BOARD_DEFAULT_BACKGROUND,
  gsMenuBoardLook,
  readGsMenuBoardBody,
} from './model.js';

/**
 * The store-specific board (gs_menu_board): today's board of a GS store (the forced one, else
 * the first), its title and serving hours over its meals in column pairs. Only the background
 * while there is no board. The answer is kept on the device (20 s, looked at every 10 s), so a
 * failed request leaves the last menu on screen.
 */
export function GsMenuBoardWidget(props: WidgetRenderProps) {
  const body = useBoardBody(readGsMenuBoardBody, props);
  const { answer } = useStoreMenu({ source: 'GS', storeId: body.storeId, kept: GS_MENU_KEPT });
  const board = useMemo(
    () => chosenStoreBoard(answer, body.forcedMenuId),
    [answer, body.forcedMenuId],
  );
  const columns = useMemo(
    () => (board ? storeBoardColumnPairs(storeBoardMeals(board, body.languageCode)) : []),
    [board, body.languageCode],
  );
  const frame = useBoardFrame(props);
  const { scale } = frame;
  const config = useMemo(() => gsMenuBoardLook(body), [body]);
  const textScale = scale * fontScaleOf(body.fontSizeRatio);
  const look = { config, imageUrlOf: () => undefined };
  const title = body.title.trim() || board?.title?.trim() || '';
  return (
    <BoardFrame
      frame={frame}
      testId="gs-menu-board"
      hasMenu={!!board}
      background={body.backgroundColor ?? GS_MENU_BOARD_DEFAULT_BACKGROUND}
      css={boardCss(frame.scope, { config, scale, textScale, imageSide: 0 })}
    >
      <BoardTitles
        title={board && shown(body.showTitle, title)}
        subtitle={board && availabilityRange(board.availableFrom, board.availableTo)}
        titleTestId="gs-menu-board-title"
        subtitleTestId="gs-menu-board-hours"
      />
      {board && (
        <BoardGrid
          testId="gs-menu-board-columns"
          columns={columns.length}
          style={{ columnGap: 40 * scale }}
        >
          {columns.map((pair, index) => (
            <div
              key={index}
              data-testid="gs-menu-board-column"
              style={{ display: 'flex', flexDirection: 'column', gap: 24 * scale, minWidth: 0 }}
            >
              {pair.map((meal, row) => (
                <article key={row} data-testid="menu-meal" className={MB.meal}>
                  <MealTexts meal={meal} look={look} />
                </article>
              ))}
            </div>
          ))}
        </BoardGrid>
      )}
    </BoardFrame>
  );
}
