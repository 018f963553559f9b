import { makeStyles } from '@fluentui/react-components';
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useGridWindow } from './useGridWindow';

// Card geometry shared by folder and file cards (useCardStyles): the preview is 16:9 of the
// card's inner width; the rest is the card's padding (12 px above and below), its two 12 px gaps,
// the badges (16 px) and the name row (32 px). Measured in Chromium: more left empty space under
// the name, less would cut it.
const CARD_MIN_WIDTH_PX = 220;
const CARD_GAP_PX = 12;
const CARD_PADDING_PX = 12;
const CARD_CHROME_PX = 2 * CARD_PADDING_PX + 2 * 12 + 16 + 32;
const GRID_SHAPE = {
  minItemWidth: CARD_MIN_WIDTH_PX,
  gap: CARD_GAP_PX,
  chromeHeight: CARD_CHROME_PX,
  insetWidth: 2 * CARD_PADDING_PX,
};
/** The list view: rows of a 64 × 36 thumbnail and one line of text. */
const LIST_ROW_PX = 52;
const LIST_SHAPE = { ...GRID_SHAPE, gap: 4, listRowHeight: LIST_ROW_PX };
const HIGHLIGHT_DELAY_MS = 1000;

const useStyles = makeStyles({
  outer: { position: 'relative', width: '100%' },
  rows: {
    position: 'absolute',
    left: 0,
    right: 0,
    display: 'grid',
    gap: `${CARD_GAP_PX}px`,
    '& > *': { minWidth: 0, height: '100%', overflow: 'hidden' },
  },
});

interface Props<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** Index of a cell to scroll to (a highlighted file scrolls into view after 1 s). */
  highlightIndex?: number;
  /** Told which cells are rendered (end exclusive), so a paged owner can load them in time. */
  onRangeChange?: (startIndex: number, endIndex: number) => void;
  /** Cards in columns, or one row per item. */
  layout?: 'grid' | 'list';
}

/**
 * One cell. Memoised: scrolling re-renders the grid but not its owner, so `item` and `render` keep
 * their identity and the cards already on screen skip rendering; only entering rows mount.
 */
const GridCell = memo(function GridCell<T>({
  item,
  render,
}: {
  item: T;
  render: (item: T) => ReactNode;
}) {
  return <div>{render(item)}</div>;
}) as <T>(props: { item: T; render: (item: T) => ReactNode }) => ReactNode;

/**
 * A grid of cards, or a list of rows, that keeps only the visible rows (and a little overscan) in
 * the DOM.
 */
export function VirtualCardGrid<T>({
  items,
  keyOf,
  render,
  highlightIndex = -1,
  onRangeChange,
  layout = 'grid',
}: Props<T>) {
  const styles = useStyles();
  const shape = layout === 'list' ? LIST_SHAPE : GRID_SHAPE;
  const { gridRef, slice, scrollToIndex } = useGridWindow(items.length, shape);
  const rangeListener = useRef(onRangeChange);
  useEffect(() => {
    rangeListener.current = onRangeChange;
  }, [onRangeChange]);
  useEffect(() => {
    rangeListener.current?.(slice.startIndex, slice.endIndex);
  }, [slice.startIndex, slice.endIndex]);
  useEffect(() => {
    if (highlightIndex < 0) return;
    const timer = setTimeout(() => scrollToIndex(highlightIndex), HIGHLIGHT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [highlightIndex, scrollToIndex]);

  return (
    <div
      ref={gridRef}
      className={styles.outer}
      style={{ height: slice.totalHeight }}
      data-testid="media-grid"
      data-layout={layout}
      data-item-count={items.length}
    >
      <div
        className={styles.rows}
        style={{
          top: slice.offsetTop,
          gridTemplateColumns: `repeat(${slice.columns}, minmax(0, 1fr))`,
          gridAutoRows: `${slice.rowHeight}px`,
          gap: `${shape.gap}px`,
        }}
      >
        {items.slice(slice.startIndex, slice.endIndex).map((item) => (
          <GridCell key={keyOf(item)} item={item} render={render} />
        ))}
      </div>
    </div>
  );
}
