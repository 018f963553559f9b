import { DEFAULT_TEXT_STYLE, readTextBody, type TextBlock } from '@marquee/sdk';

/** The families a document uses (Roboto where a leaf names none), sorted, each once. */
export function familiesIn(blocks: readonly TextBlock[]): string[] {
  const families = new Set<string>([DEFAULT_TEXT_STYLE.fontFamily]);
  const visit = (nodes: readonly object[]) => {
    for (const node of nodes) {
      if ('fontFamily' in node && typeof node.fontFamily === 'string')
        families.add(node.fontFamily);
      if ('children' in node && Array.isArray(node.children)) visit(node.children as object[]);
    }
  };
  visit(blocks);
  return [...families].sort();
}

/** The families a text item's body draws with. */
export const textFontFamilies = (body: Record<string, unknown>): string[] =>
  familiesIn(readTextBody(body).slateValue);
