import type { CSSProperties } from 'react';
import { FitToBox } from '../../render/fitToBox.js';
import { Glyph, type PlaceholderGlyph } from './glyphs.js';

/** Sizes in reference-screen pixels: a line a shop's customers can read, not a shout. */
const SIZE = { title: 48, message: 40, glyph: 72, gap: 24 } as const;

/** The quiet line is drawn a little fainter than the item's text, as a hint, not content. */
const QUIET_OPACITY = 0.75;

const LINE: CSSProperties = { margin: 0, lineHeight: 1.2, whiteSpace: 'nowrap' };

export interface FeedPlaceholderProps {
  /** Drawn beside the words, in the text's colour. */
  glyph: PlaceholderGlyph;
  /** A stronger first line that says what the item is (the feed's title, the place). */
  title?: string;
  /** The quiet line, e.g. "News will appear here". */
  message: string;
  /** The item's own text colour. */
  color: string;
  /** Reference pixels to CSS pixels for this item. */
  px: (reference: number) => number;
}

/**
 * A data item's designed empty state: a glyph and a line or two in the item's own colours,
 * centred in its box and shrunk as a whole to fit a thin band. What a screen shows when a feed
 * has never answered: it looks meant, never broken, and it never says "error".
 */
export function FeedPlaceholder({ glyph, title, message, color, px }: FeedPlaceholderProps) {
  return (
    <FitToBox testId="feed-placeholder">
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: `${px(SIZE.gap)}px`,
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <div style={{ color, opacity: QUIET_OPACITY }}>
          <Glyph glyph={glyph} size={px(SIZE.glyph)} />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          {title && (
            <p
              data-testid="feed-placeholder-title"
              style={{ ...LINE, color, fontSize: `${px(SIZE.title)}px`, fontWeight: 'bold' }}
            >
              {title}
            </p>
          )}
          <p
            data-testid="feed-placeholder-message"
            style={{
              ...LINE,
              color,
              fontSize: `${px(SIZE.message)}px`,
              opacity: QUIET_OPACITY,
            }}
          >
            {message}
          </p>
        </div>
      </div>
    </FitToBox>
  );
}
