import { readMenuBoardBody, type MenuBoardBody, type MenuBoardSource } from '@marquee/sdk';

/**
 * What the Edit Menu Board dialog decides about an item: which tabs it offers, which opens
 * first, and the body fields Close writes.
 */

export const MENU_BOARD_TAB_LABELS: Record<MenuBoardSource, string> = {
  daily: 'Daily',
  static: 'Static',
  manual: 'Manual (deprecated)',
};

/** The fields the dialog edits; Close writes them all (undefined removes a field). */
export interface MenuBoardChoice {
  menuBoardSource: MenuBoardSource;
  menuBoardLocationId: string | undefined;
  menuBoardId: string | undefined;
  isV2: boolean;
  isMigratedFromV1: boolean;
  layout: MenuBoardBody['layout'];
  categories: MenuBoardBody['categories'];
}

/** A legacy board, or one converted from it, keeps its hand-made menu in the Manual tab. */
export const offersManual = (choice: Pick<MenuBoardChoice, 'isV2' | 'isMigratedFromV1'>) =>
  !choice.isV2 || choice.isMigratedFromV1;

export const tabsOf = (choice: Pick<MenuBoardChoice, 'isV2' | 'isMigratedFromV1'>) =>
  offersManual(choice) ? (['daily', 'static', 'manual'] as const) : (['daily', 'static'] as const);

/** The dialog's starting point: the item's fields, on a tab the item may show. */
export function choiceOf(body: Record<string, unknown>): MenuBoardChoice {
  const board = readMenuBoardBody(body);
  const choice: MenuBoardChoice = {
    menuBoardSource: board.menuBoardSource,
    menuBoardLocationId: board.menuBoardLocationId ?? undefined,
    menuBoardId: board.menuBoardId ?? undefined,
    isV2: board.isV2,
    isMigratedFromV1: board.isMigratedFromV1,
    layout: board.layout,
    categories: board.categories,
  };
  const tabs: readonly MenuBoardSource[] = tabsOf(choice);
  return tabs.includes(choice.menuBoardSource) ? choice : { ...choice, menuBoardSource: 'daily' };
}

/**
 * After its categories became a static board, the item shows that board as a
 * new-style, migrated, classic board with no location.
 */
export const convertedChoice = (
  choice: MenuBoardChoice,
  staticBoardId: string,
): MenuBoardChoice => ({
  ...choice,
  isV2: true,
  isMigratedFromV1: true,
  menuBoardSource: 'static',
  menuBoardLocationId: undefined,
  menuBoardId: staticBoardId,
  layout: 'classic',
});

/** The name a converted board gets: the legacy board's title, else the server's fallback. */
export function convertedBoardName(body: Record<string, unknown>): string | undefined {
  const board = readMenuBoardBody(body);
  const legacyTitle = typeof body.title === 'string' ? body.title.trim() : '';
  const layouts = body.configsByLayout as Record<string, { title?: unknown }> | undefined;
  const storedTitle = layouts?.[board.layout]?.title;
  const layoutTitle = typeof storedTitle === 'string' ? storedTitle.trim() : '';
  return legacyTitle || layoutTitle || undefined;
}

/** The body patch Close writes. */
export const choiceChange = (choice: MenuBoardChoice): Record<string, unknown> => ({ ...choice });
