/** The text item's default style font. */
const DEFAULT_TEXT_FONT_FAMILY = 'Roboto';

/** Scene item type whose body is rich text. */
const TEXT_ITEM_TYPE = 'text';

/**
 * Nodes read per content at most: a hostile document cannot make the server walk forever. Text
 * past it keeps its fonts from the network instead of the device.
 */
export const MAX_TEXT_NODES = 100_000;

/** One face of one family that text draws with, and the characters it draws in it. */
export interface TextFontUse {
  /** As the document names it (the catalogue decides whether it is served). */
  family: string;
  bold: boolean;
  italic: boolean;
  /** Every code point of the text drawn in this face. */
  codePoints: Set<number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first family of a CSS font-family list, unquoted ("'Open Sans', sans-serif" → Open Sans). */
export function firstFamily(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const first = value
    .split(',')[0]!
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim();
  return first.length > 0 ? first : null;
}

function* textItemBodies(scenes: readonly unknown[]): Generator<unknown[]> {
  for (const scene of scenes) {
    if (!isRecord(scene) || !Array.isArray(scene.sceneItems)) continue;
    for (const sceneItem of scene.sceneItems) {
      const item = isRecord(sceneItem) ? sceneItem.item : undefined;
      if (!isRecord(item) || item.type !== TEXT_ITEM_TYPE) continue;
      const body = isRecord(item.body) ? item.body : {};
      // A text item without a document yet shows its default: one empty paragraph.
      yield Array.isArray(body.slateValue) ? body.slateValue : [{ children: [{ text: '' }] }];
    }
  }
}

/**
 * The faces the content's text items draw with: every text leaf's fontFamily (Roboto when it
 * names none), bold and italic, with the characters it holds. The leaves are the document's
 * nodes with a `text` string; blocks hold them under `children` (paragraphs, lists, tables).
 */
export function textFontUses(scenes: readonly unknown[]): TextFontUse[] {
  const uses = new Map<string, TextFontUse>();
  let budget = MAX_TEXT_NODES;
  for (const document of textItemBodies(scenes)) {
    const stack: unknown[] = [...document];
    while (stack.length > 0 && budget-- > 0) {
      const node = stack.pop();
      if (!isRecord(node)) continue;
      if (Array.isArray(node.children)) for (const child of node.children) stack.push(child);
      if (typeof node.text !== 'string') continue;
      const family = firstFamily(node.fontFamily) ?? DEFAULT_TEXT_FONT_FAMILY;
      const bold = node.bold === true;
      const italic = node.italic === true;
      const key = `${family.toLowerCase()}|${bold}|${italic}`;
      let use = uses.get(key);
      if (!use) {
        use = { family, bold, italic, codePoints: new Set() };
        uses.set(key, use);
      }
      for (const char of node.text) use.codePoints.add(char.codePointAt(0)!);
    }
  }
  return [...uses.values()];
}
