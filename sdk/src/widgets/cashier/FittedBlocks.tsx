import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useBoxSize } from '../../render/boxSize.js';
import { fitFontScale } from './fontFit.js';
import { CASHIER_FONT_FIT, type CashierFontStyle } from './model.js';

/** One line of the display, in its font style; its size is in units of the fitted text unit. */
export interface TextBlock {
  text: string;
  style: CashierFontStyle;
  /** Names the line for tests and screen readers' sake of structure. */
  role: 'welcome' | 'thank-you' | 'article-name' | 'key' | 'value';
}

const LINE_HEIGHT = 1.2;

function cssOf(style: CashierFontStyle): CSSProperties {
  const decorations = [style.underline && 'underline', style.strikeThrough && 'line-through'];
  return {
    margin: 0,
    fontSize: `${style.fontSize}em`,
    lineHeight: LINE_HEIGHT,
    color: style.color,
    fontFamily: style.fontFamily,
    fontWeight: style.fontWeight,
    fontStyle: style.italic ? 'italic' : 'normal',
    textDecoration: decorations.filter(Boolean).join(' ') || 'none',
    textAlign: style.textAlign,
    overflowWrap: 'normal',
  };
}

/**
 * Lines of text fitted to the box: the text unit is scaled in small steps until
 * the lines fill the box's height or width to within the accuracy, measured with the DOM after
 * layout and before paint, then drawn at `ratio` of that. Each fit starts from the last one, so
 * a new line on the till moves the size only as much as it must. The unit is set on the element
 * directly: measuring needs it set anyway, and a state update would draw twice.
 */
export function FittedBlocks({ blocks, ratio }: { blocks: readonly TextBlock[]; ratio: number }) {
  const area = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const lastScale = useRef(1);
  const size = useBoxSize(area);

  useLayoutEffect(() => {
    const element = content.current;
    if (!element || size.width <= 0 || size.height <= 0) return;
    const unit = size.height / CASHIER_FONT_FIT.unitsPerBoxHeight;
    const fillAt = (scale: number) => {
      element.style.fontSize = `${unit * scale}px`;
      return Math.max(element.scrollHeight / size.height, element.scrollWidth / size.width);
    };
    lastScale.current = fitFontScale(fillAt, lastScale.current);
    element.style.fontSize = `${unit * lastScale.current * ratio}px`;
  });

  return (
    <div
      ref={area}
      style={{
        position: 'absolute',
        inset: '4%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      <div ref={content} data-testid="cashier-text">
        {blocks.map((block, index) => (
          <p key={index} data-role={block.role} style={cssOf(block.style)}>
            {block.text}
          </p>
        ))}
      </div>
    </div>
  );
}
