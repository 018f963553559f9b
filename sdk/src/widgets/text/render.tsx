import { useEffect, useRef, type CSSProperties } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { useReferenceScale } from '../../render/boxSize.js';
import {
  readTextBody,
  type TextListItem,
  type TextTable,
  type TextBlock,
  type TextLeaf,
} from './model.js';
import {
  textDocumentStyle,
  textLeafStyle,
  textListItemStyle,
  textListStyle,
  textParagraphStyle,
  textTableCellStyle,
  textTableStyle,
} from './styles.js';

/*
 * The player draws a text item from its document with plain React elements. Slate is the
 * console's editor only: this folder never imports it (noSlate.test.ts), so a screen's bundle
 * does not carry an editor.
 */

/**
 * A text item: its document laid out at the item's size on the reference screen and scaled to
 * the box it is given. Ready at once: it loads nothing of its own.
 */
export function TextWidget({ sceneItem, scene, onReady }: WidgetRenderProps) {
  const body = readTextBody(sceneItem.item.body);
  const box = useRef<HTMLDivElement>(null);
  const scale = useReferenceScale(box, scene, sceneItem);

  useEffect(() => onReady(), [onReady]);

  const scaled: CSSProperties =
    scale === 1
      ? { width: '100%', height: '100%' }
      : {
          width: `${100 / scale}%`,
          height: `${100 / scale}%`,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
        };
  return (
    <div
      ref={box}
      data-testid="text-widget"
      style={{
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        backgroundColor: body.backgroundColor,
      }}
    >
      <div style={scaled}>
        <TextDocument blocks={body.slateValue} />
      </div>
    </div>
  );
}

/** A document's blocks, in the rich text's look (styles.ts) at reference size. */
export function TextDocument({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <div style={textDocumentStyle()}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: TextBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p style={textParagraphStyle(block)}>
          <Leaves leaves={block.children} />
        </p>
      );
    case 'bulleted-list':
      return (
        <ul style={textListStyle}>
          <ListItems items={block.children} />
        </ul>
      );
    case 'numbered-list':
      return (
        <ol style={textListStyle}>
          <ListItems items={block.children} />
        </ol>
      );
    case 'table':
      return <Table table={block} />;
  }
}

function ListItems({ items }: { items: readonly TextListItem[] }) {
  return items.map((item, index) => (
    <li key={index} style={textListItemStyle(item)}>
      <Leaves leaves={item.children} />
    </li>
  ));
}

function Table({ table }: { table: TextTable }) {
  return (
    <table style={textTableStyle}>
      <tbody>
        {table.children.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {row.children.map(({ children, ...cell }, cellIndex) => (
              <td key={cellIndex} style={textTableCellStyle(cell)}>
                {children.map((paragraph, index) => (
                  <p key={index} style={textParagraphStyle(paragraph)}>
                    <Leaves leaves={paragraph.children} />
                  </p>
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A line's leaves. An empty line keeps the height of its leaf's font (a zero-width space), as
 * it does in the editor, so blank lines space the text the same on a screen.
 */
function Leaves({ leaves }: { leaves: readonly TextLeaf[] }) {
  const empty = leaves.every((leaf) => leaf.text === '');
  return leaves.map(({ text, ...marks }, index) => (
    <span key={index} style={textLeafStyle(marks)}>
      {empty && index === leaves.length - 1 ? '\u200b' : text}
    </span>
  ));
}
