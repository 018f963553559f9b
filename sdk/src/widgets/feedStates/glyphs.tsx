import type { ReactNode } from 'react';

/** What a placeholder's glyph shows: news, weather, pictures, or a table. */
export type PlaceholderGlyph = 'news' | 'weather' | 'pictures' | 'table';

// Line drawings in a 48 × 48 box, in the text's colour (currentColor): quiet, and nothing to
// load, so a screen offline draws them too.
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PATHS: Record<PlaceholderGlyph, ReactNode> = {
  news: (
    <g {...STROKE}>
      <rect x={6} y={8} width={36} height={32} rx={4} />
      <rect x={12} y={14} width={10} height={10} rx={1} />
      <line x1={27} y1={15} x2={36} y2={15} />
      <line x1={27} y1={22} x2={36} y2={22} />
      <line x1={12} y1={30} x2={36} y2={30} />
      <line x1={12} y1={35} x2={30} y2={35} />
    </g>
  ),
  weather: (
    <g {...STROKE}>
      <path d="M14 36 a8 8 0 0 1 1.5 -15.8 a11 11 0 0 1 21 -2.4 a8 8 0 0 1 3 15.6 Z" />
    </g>
  ),
  pictures: (
    <g {...STROKE}>
      <rect x={7} y={7} width={34} height={34} rx={9} />
      <circle cx={24} cy={24} r={8} />
      <circle cx={34} cy={14} r={1} fill="currentColor" />
    </g>
  ),
  table: (
    <g {...STROKE}>
      <rect x={6} y={9} width={36} height={30} rx={3} />
      <line x1={6} y1={18} x2={42} y2={18} />
      <line x1={6} y1={28} x2={42} y2={28} />
      <line x1={20} y1={9} x2={20} y2={39} />
    </g>
  ),
};

export function Glyph({ glyph, size }: { glyph: PlaceholderGlyph; size: number }) {
  return (
    <svg
      aria-hidden
      data-testid="feed-placeholder-glyph"
      data-glyph={glyph}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      style={{ display: 'block', flexShrink: 0 }}
    >
      {PATHS[glyph]}
    </svg>
  );
}
