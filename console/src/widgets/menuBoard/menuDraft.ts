import {
  menuBoardConfigOf,
  menuBoardManualFormError,
  readMenuBoardBody,
  type BodyCategory,
  type MenuBoardLayoutConfig,
} from '@marquee/sdk';

/** A list with the item at `from` moved to `to` (out-of-range moves change nothing). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to)
    return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const replaced = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, i) => (i === index ? item : current));

export const removed = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_item, i) => i !== index);

/** The body change that replaces the categories (the item's fileIds follow in `update`). */
export function categoriesChange(
  body: Record<string, unknown>,
  categories: BodyCategory[],
): { body: Record<string, unknown> } | null {
  const config = menuBoardConfigOf(readMenuBoardBody(body));
  const form = { title: config.title, numberOfColumns: config.numberOfColumns, categories };
  if (menuBoardManualFormError(form) !== null) return null;
  return { body: { categories } };
}

/**
 * The body change that sets fields of the current layout's settings. A content change is
 * merged over the body one level deep, so the whole `configsByLayout` goes, with the other
 * layout's settings kept.
 */
export function layoutConfigChange(
  body: Record<string, unknown>,
  patch: Partial<MenuBoardLayoutConfig>,
): { body: Record<string, unknown> } {
  const board = readMenuBoardBody(body);
  return {
    body: {
      configsByLayout: {
        ...board.configsByLayout,
        [board.layout]: { ...menuBoardConfigOf(board), ...patch },
      },
    },
  };
}
