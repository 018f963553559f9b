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
