import { useEffect, useMemo, useState } from 'react';
import type { JsonValue } from '../../host/index.js';
import {
  ItemMenuBoardDocument,
  ItemMenuBoardForDayDocument,
} from '../../player/graphql/generated.js';
import { useItemData } from '../../render/itemDataContext.js';
import { useKeptData } from '../../render/keptData.js';
import { menuFromServerMeals, serverMenuBoardSchema, type Menu } from '../menuBoards/menu.js';
import type { MenuBoardBody } from './model.js';

/** A board is kept 120 s and looked at every 60 s. */
export const MENU_BOARD_KEPT_MS = 120_000;
export const MENU_BOARD_CHECK_MS = 60_000;

/** The device's date as YYYY-MM-DD: a daily board is the board of the screen's own day. */
export function localDateOf(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Today's date on this device, turning at its midnight (looked at every minute). */
function useLocalDate(): string {
  const [date, setDate] = useState(() => localDateOf(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setDate(localDateOf(Date.now())), MENU_BOARD_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return date;
}

type BoardRequest =
  { kind: 'day'; locationId: string; menuDate: string } | { kind: 'board'; id: string };

/** What a board body says about where its menu comes from (the v2 and the earlier variant). */
type BoardSourceFields = Pick<
  MenuBoardBody,
  'menuBoardSource' | 'menuBoardLocationId' | 'menuBoardId' | 'languageCode'
>;

/** Which board the body asks for: the location's board of the day, or one board by id. */
function requestOf(body: BoardSourceFields, today: string): BoardRequest | null {
  if (body.menuBoardSource === 'daily' && body.menuBoardLocationId)
    return { kind: 'day', locationId: body.menuBoardLocationId, menuDate: today };
  if (body.menuBoardSource === 'static' && body.menuBoardId)
    return { kind: 'board', id: body.menuBoardId };
  return null;
}

const keyOf = (request: BoardRequest | null) =>
  request === null
    ? null
    : request.kind === 'day'
      ? `menu-board:day:${request.locationId}:${request.menuDate}`
      : `menu-board:${request.id}`;

/**
 * The menu of a daily or static board from the server, kept on the device (shown at once after
 * a restart and while the network is gone), fetched again once 120 s old. A day without a board
 * is an empty menu, kept like any answer. Manual boards carry their menu in the body: undefined.
 * The menu carries the currency of the board's location.
 */
export function useMenuBoardData(body: BoardSourceFields): Menu | undefined {
  const source = useItemData();
  const today = useLocalDate();
  const request = requestOf(body, today);
  const { data } = useKeptData<JsonValue>({
    key: keyOf(request),
    load: async () => {
      if (request?.kind === 'day') {
        const { locationId, menuDate } = request;
        const { menuBoardForDay } = await source.request(ItemMenuBoardForDayDocument, {
          locationId,
          menuDate,
        });
        return menuBoardForDay ?? { meals: [] };
      }
      const { menuBoard } = await source.request(ItemMenuBoardDocument, { id: request!.id });
      return menuBoard;
    },
    ttlMs: MENU_BOARD_KEPT_MS,
    checkEveryMs: MENU_BOARD_CHECK_MS,
    parse: (kept) => {
      const board = serverMenuBoardSchema.safeParse(kept);
      return board.success ? kept : undefined;
    },
  });
  const language = body.languageCode;
  return useMemo(() => {
    if (data === undefined) return undefined;
    const board = serverMenuBoardSchema.parse(data);
    const menu = menuFromServerMeals(board.meals, language);
    return board.currency ? { ...menu, currency: board.currency } : menu;
  }, [data, language]);
}
