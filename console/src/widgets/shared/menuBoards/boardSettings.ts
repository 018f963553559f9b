import type { ItemContentChange } from '../../types';

type Body = Record<string, unknown>;

/**
 * How the toolbar reads a board variant's settings from its item body and writes a change back.
 * The groups and fields of every board of the family edit settings through one of these, so a
 * variant states only where its settings live.
 */
export interface BoardSettings<S> {
  read: (body: Body) => S;
  change: (body: Body, patch: Partial<S>) => ItemContentChange;
}

/** Settings kept at the body's top level: a change sets those body fields directly. */
export const flatSettings = <S>(read: (body: Body) => S): BoardSettings<S> => ({
  read,
  change: (_body, patch) => ({ body: { ...patch } }),
});

interface LayoutBoard {
  configsByLayout: object;
}

/**
 * Settings of the board's current layout, kept in its `configsByLayout`; the fields named in
 * `topLevel` (e.g. the layout itself, the language) stay at the body's top level. A content
 * change is merged over the body one level deep, so the whole `configsByLayout` goes, with the
 * other layouts' settings kept as they are.
 */
export function layoutSettings<B extends LayoutBoard, C extends object, T extends keyof B = never>({
  read,
  configOf,
  layoutOf,
  topLevel = [],
}: {
  read: (body: Body) => B;
  configOf: (board: B) => C;
  layoutOf: (board: B) => string;
  topLevel?: readonly T[];
}): BoardSettings<C & Pick<B, T>> {
  const isTopLevel = (key: string) => (topLevel as readonly PropertyKey[]).includes(key);
  return {
    read: (body) => {
      const board = read(body);
      const top = Object.fromEntries(topLevel.map((key) => [key, board[key]]));
      return { ...configOf(board), ...top } as C & Pick<B, T>;
    },
    change: (body, patch) => {
      const entries = Object.entries(patch);
      const top = Object.fromEntries(entries.filter(([key]) => isTopLevel(key)));
      const inner = Object.fromEntries(entries.filter(([key]) => !isTopLevel(key)));
      if (Object.keys(inner).length === 0) return { body: top };
      const board = read(body);
      const config = { ...configOf(board), ...inner };
      return {
        body: { ...top, configsByLayout: { ...board.configsByLayout, [layoutOf(board)]: config } },
      };
    },
  };
}
