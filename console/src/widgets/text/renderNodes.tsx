import {
  textLeafStyle,
  textListItemStyle,
  textListStyle,
  textParagraphStyle,
  textTableCellStyle,
  textTableStyle,
} from '@marquee/sdk';
import type { RenderElementProps, RenderLeafProps } from 'slate-react';

/**
 * The editing box draws the text with the player's styles (sdk `styles.ts`), at a fraction of
 * the reference screen's pixels: 40 px text on a 1920 px screen would not fit a toolbar.
 */
export const EDITOR_SCALE = 0.5;

export function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'paragraph':
      return (
        <p {...attributes} style={textParagraphStyle(element)}>
          {children}
        </p>
      );
    case 'bulleted-list':
      return (
        <ul {...attributes} style={textListStyle}>
          {children}
        </ul>
      );
    case 'numbered-list':
      return (
        <ol {...attributes} style={textListStyle}>
          {children}
        </ol>
      );
    case 'list-item':
      return (
        <li {...attributes} style={textListItemStyle(element, EDITOR_SCALE)}>
          {children}
        </li>
      );
    case 'table':
      return (
        <table {...attributes} style={textTableStyle}>
          <tbody>{children}</tbody>
        </table>
      );
    case 'table-row':
      return <tr {...attributes}>{children}</tr>;
    case 'table-cell':
      return (
        <td {...attributes} style={textTableCellStyle(element, EDITOR_SCALE)}>
          {children}
        </td>
      );
  }
}

export function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  return (
    <span {...attributes} style={textLeafStyle(leaf, EDITOR_SCALE)}>
      {children}
    </span>
  );
}
