import type { CSSProperties } from 'react';
import {
  DEFAULT_TEXT_STYLE,
  RICH_TEXT_DEFAULTS,
  type TextListItem,
  type TextParagraph,
  type TextTableCell,
  type TextLeaf,
} from './model.js';

/**
 * The look of each node of a text document, as plain CSS. The player's renderer and the
 * console's editor both draw with these, so what an operator edits looks like what a screen
 * shows. Sizes are pixels of the scene's reference screen (1920 wide, 1080 for a portrait
 * scene); `scale` shrinks them for a smaller view (the console's editing box).
 */

/** CSS for a family from the catalogue; the font files come from the fonts stylesheet. */
export const textFontFamilyCss = (family: string) => `'${family}', sans-serif`;

const px = (value: number, scale: number) => `${value * scale}px`;

/** The document's box: what every leaf inherits unless it says otherwise. */
export function textDocumentStyle(scale = 1): CSSProperties {
  return {
    fontFamily: textFontFamilyCss(DEFAULT_TEXT_STYLE.fontFamily),
    fontSize: px(RICH_TEXT_DEFAULTS.fontSize, scale),
    color: RICH_TEXT_DEFAULTS.color,
    // Spaces and soft line breaks show as typed, and a long word wraps rather than overflows.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'break-word',
  };
}

export function textLeafStyle(leaf: Omit<TextLeaf, 'text'>, scale = 1): CSSProperties {
  const lines = [leaf.underline && 'underline', leaf.strikethrough && 'line-through'].filter(
    Boolean,
  );
  return {
    fontWeight: leaf.bold ? 'bold' : undefined,
    fontStyle: leaf.italic ? 'italic' : undefined,
    textDecoration: lines.length > 0 ? lines.join(' ') : undefined,
    color: leaf.color,
    fontSize: leaf.fontSize === undefined ? undefined : px(leaf.fontSize, scale),
    fontFamily: leaf.fontFamily === undefined ? undefined : textFontFamilyCss(leaf.fontFamily),
  };
}

export function textParagraphStyle(node: Pick<TextParagraph, 'align'>): CSSProperties {
  return { margin: 0, textAlign: node.align };
}

export const textListStyle: CSSProperties = { margin: 0, paddingLeft: '1.5em' };

/** The bullet or number takes the size and colour of the item's first leaf, as the text does. */
export function textListItemStyle(node: TextListItem, scale = 1): CSSProperties {
  const first = node.children[0];
  return {
    textAlign: node.align,
    fontSize: first?.fontSize === undefined ? undefined : px(first.fontSize, scale),
    color: first?.color,
  };
}

export const textTableStyle: CSSProperties = {
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
};

export function textTableCellStyle(
  cell: Omit<TextTableCell, 'children'>,
  scale = 1,
): CSSProperties {
  const width = cell.borderWidth ?? RICH_TEXT_DEFAULTS.cellBorderWidth;
  const borderStyle = cell.borderStyle ?? RICH_TEXT_DEFAULTS.cellBorderStyle;
  const colour = cell.borderColor ?? RICH_TEXT_DEFAULTS.cellBorderColor;
  return {
    padding: px(cell.padding ?? RICH_TEXT_DEFAULTS.cellPadding, scale),
    border: width > 0 ? `${px(width, scale)} ${borderStyle} ${colour}` : 'none',
    verticalAlign: 'top',
  };
}
