import { useEffect, useId, useMemo, useRef } from 'react';
import { useReferenceScale } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boardCss, MB } from '../menuBoard/boardCss.js';
import { fontScaleOf } from '../menuBoard/layout.js';
import { MealTexts, type BoardLook } from '../menuBoard/MealView.js';
import { GS_MENU_KEPT, chosenStoreBoard, useStoreMenu } from '../menuBoard/useStoreMenu.js';
import { storeBoardColumnPairs, storeBoardMeals } from './meals.js';
import {
  GS_MENU_BOARD_DEFAULT_BACKGROUND,
  availabilityRange,
  gsMenuBoardLook,
  readGsMenuBoardBody,
} from './model.js';

/**
 * The store-specific board (gs_menu_board): today's board of a GS store (the forced one, else
 * the first), its title and serving hours over its meals in column pairs. Only the background
 * while there is no board. The answer is kept on the device (20 s, looked at every 10 s), so a
 * failed request leaves the last menu on screen.
 */
export function GsMenuBoardWidget({ sceneItem, scene, onReady }: WidgetRenderProps) {
  const body = useMemo(() => readGsMenuBoardBody(sceneItem.item.body), [sceneItem.item.body]);
  const { answer } = useStoreMenu({ source: 'GS', storeId: body.storeId, kept: GS_MENU_KEPT });
  const board = useMemo(
    () => chosenStoreBoard(answer, body.forcedMenuId),
    [answer, body.forcedMenuId],
  );
  const columns = useMemo(
    () => (board ? storeBoardColumnPairs(storeBoardMeals(board, body.languageCode)) : []),
    [board, body.languageCode],
  );
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);
  const scope = useId();
  useEffect(() => {
    onReady();
  }, [onReady]);

  const config = useMemo(() => gsMenuBoardLook(body), [body]);
  const css = boardCss(scope, {
    config,
    scale,
    textScale: scale * fontScaleOf(config.fontSizeRatio),
    imageSide: 0,
  });
  const look: BoardLook = { config, imageUrlOf: () => undefined };
  const title = body.title.trim() || board?.title?.trim() || '';
  const hours = board && availabilityRange(board.availableFrom, board.availableTo);
  return (
    <div
      ref={box}
      data-menu-board={scope}
      data-testid="gs-menu-board"
      data-state={board ? 'menu' : 'no-data'}
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        gap: 16 * scale,
        padding: 32 * scale,
        background: body.backgroundColor ?? GS_MENU_BOARD_DEFAULT_BACKGROUND,
      }}
    >
      <style>{css}</style>
      {board && body.showTitle && title && (
        <h1 data-testid="gs-menu-board-title" className={MB.title}>
          {title}
        </h1>
      )}
      {hours && (
        <p data-testid="gs-menu-board-hours" className={MB.subtitle}>
          {hours}
        </p>
      )}
      {board && (
        <div
          data-testid="gs-menu-board-columns"
          data-columns={columns.length}
          style={{
            flex: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: `repeat(${Math.max(1, columns.length)}, minmax(0, 1fr))`,
            columnGap: 40 * scale,
          }}
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
        </div>
      )}
    </div>
  );
}
