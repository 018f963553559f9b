import { useLayoutEffect, useRef } from 'react';

export interface TextLine {
  text: string;
  /** The line's font size relative to the others' (1: the largest). */
  size: number;
}

/**
 * User units per unit of size. Text is laid out at a real font size (engines round the glyph
 * advances of tiny text, which would skew the measured width); the view box scales it anyway.
 */
const FONT_UNITS = 100;
const LINE_HEIGHT = 1.2;
/** A guess at a character's width (em) before the text is measured, and where it cannot be. */
const ESTIMATED_CHAR_EM = 0.6;
/** Room on either side of the widest line (em of that line), for glyphs past their advance. */
const SIDE_ROOM_EM = 0.1;

const fontSizeOf = (line: TextLine) => line.size * FONT_UNITS;

interface Layout {
  lineTops: number[];
  viewBox: string;
}

function layoutOf(lines: readonly TextLine[], widths: readonly number[], scale: number): Layout {
  const lineTops: number[] = [];
  let height = 0;
  let width = 0;
  lines.forEach((line, index) => {
    lineTops.push(height);
    height += fontSizeOf(line) * LINE_HEIGHT;
    width = Math.max(width, (widths[index] ?? 0) + 2 * SIDE_ROOM_EM * fontSizeOf(line));
  });
  // Lines are centred on x = 0, so only the view box follows the measured width. A smaller
  // scale shows the same content in a larger view box, centred.
  const viewWidth = width / scale;
  const viewHeight = height / scale;
  const top = (height - viewHeight) / 2;
  return { lineTops, viewBox: `${-viewWidth / 2} ${top} ${viewWidth} ${viewHeight}` };
}

const estimatedWidth = (line: TextLine) => line.text.length * ESTIMATED_CHAR_EM * fontSizeOf(line);

function measuredWidth(element: SVGTextElement | null, line: TextLine): number {
  const width =
    element && typeof element.getComputedTextLength === 'function'
      ? element.getComputedTextLength()
      : 0;
  return width > 0 ? width : estimatedWidth(line);
}

/**
 * Lines of text as large as fits the box, times `scale`, centred. It is an SVG whose view box
 * wraps the text, so the browser scales it to any box (and follows every resize) with no layout
 * code; only the text's own width is measured, after layout and before paint. The measured box
 * is set on the element directly: a clock changes its text every second, and a state update
 * would draw every tick twice.
 */
export function FittedLines({
  lines,
  color,
  scale,
}: {
  lines: readonly TextLine[];
  color: string;
  scale: number;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const texts = useRef<(SVGTextElement | null)[]>([]);
  const estimated = layoutOf(lines, lines.map(estimatedWidth), scale);

  useLayoutEffect(() => {
    const widths = lines.map((line, index) => measuredWidth(texts.current[index] ?? null, line));
    svg.current?.setAttribute('viewBox', layoutOf(lines, widths, scale).viewBox);
  });

  return (
    <svg
      ref={svg}
      width="100%"
      height="100%"
      viewBox={estimated.viewBox}
      preserveAspectRatio="xMidYMid meet"
      style={{ display: 'block', overflow: 'hidden' }}
    >
      {lines.map((line, index) => (
        <text
          key={index}
          ref={(element) => {
            texts.current[index] = element;
          }}
          x={0}
          y={estimated.lineTops[index]! + (fontSizeOf(line) * LINE_HEIGHT) / 2}
          fontSize={fontSizeOf(line)}
          fill={color}
          textAnchor="middle"
          dominantBaseline="central"
          // Equal-width digits: the seconds turning do not make the text breathe.
          style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'pre' }}
        >
          {line.text}
        </text>
      ))}
    </svg>
  );
}
