/**
 * Which rows of a uniform card grid to put in the DOM: only the rows the viewport shows plus a
 * few above and below, so a folder of 10,000 files costs as much as one screenful.
 */
export interface GridGeometry {
  /** Cells in the grid (folders and files). */
  itemCount: number;
  /** Width the grid may use, in CSS pixels. */
  containerWidth: number;
  /** Narrowest a card may be; as many columns as fit, like `repeat(auto-fill, minmax(w, 1fr))`. */
  minItemWidth: number;
  /** Space between cards, horizontally and vertically. */
  gap: number;
  /** Height of a card's fixed parts (everything but its 16:9 preview). */
  chromeHeight: number;
  /** Width a card's preview loses to the card's padding, left and right together. */
  insetWidth?: number;
  /** A list instead of cards: one column of rows this tall (no preview to scale). */
  listRowHeight?: number;
}

interface GridLayout {
  columns: number;
  rowCount: number;
  /** Height of one row of cards, without the gap. */
  rowHeight: number;
  /** Height of the whole grid with every row. */
  totalHeight: number;
}

interface GridWindow extends GridLayout {
  /** Index of the first cell to render (inclusive). */
  startIndex: number;
  /** Index after the last cell to render. */
  endIndex: number;
  /** Distance from the top of the grid to the first rendered row. */
  offsetTop: number;
}

export function gridLayout(g: GridGeometry): GridLayout {
  if (g.listRowHeight) {
    const rowCount = g.itemCount;
    const height = g.listRowHeight;
    return {
      columns: 1,
      rowCount,
      rowHeight: height,
      totalHeight: rowCount === 0 ? 0 : rowCount * height + (rowCount - 1) * g.gap,
    };
  }
  const columns = Math.max(1, Math.floor((g.containerWidth + g.gap) / (g.minItemWidth + g.gap)));
  const columnWidth = Math.max(
    g.minItemWidth,
    (g.containerWidth - g.gap * (columns - 1)) / columns,
  );
  // The preview is 16:9 of the card's inner width, not of the column's.
  const previewWidth = columnWidth - (g.insetWidth ?? 0);
  const rowHeight = Math.ceil((previewWidth * 9) / 16 + g.chromeHeight);
  const rowCount = Math.ceil(g.itemCount / columns);
  const totalHeight = rowCount === 0 ? 0 : rowCount * rowHeight + (rowCount - 1) * g.gap;
  return { columns, rowCount, rowHeight, totalHeight };
}

/**
 * The rendered slice for a viewport: `scrollTop` is how far the viewport's top is below the grid's
 * top (negative while the grid starts lower down), `viewportHeight` how much the viewport shows.
 */
export function gridWindow(
  g: GridGeometry,
  viewport: { scrollTop: number; viewportHeight: number; overscanRows: number },
): GridWindow {
  const layout = gridLayout(g);
  const stride = layout.rowHeight + g.gap;
  const top = Math.max(0, viewport.scrollTop);
  const bottom = Math.max(0, viewport.scrollTop + viewport.viewportHeight);
  const firstVisible = Math.floor(top / stride);
  const lastVisible = Math.floor(bottom / stride);
  const firstRow = Math.min(
    Math.max(0, firstVisible - viewport.overscanRows),
    Math.max(0, layout.rowCount - 1),
  );
  const endRow = Math.min(layout.rowCount, lastVisible + 1 + viewport.overscanRows);
  return {
    ...layout,
    startIndex: Math.min(g.itemCount, firstRow * layout.columns),
    endIndex: Math.min(g.itemCount, Math.max(firstRow, endRow) * layout.columns),
    offsetTop: firstRow * stride,
  };
}

/** Where to scroll (relative to the grid's top) so that a cell's row sits mid-viewport. */
export function scrollTopCentring(g: GridGeometry, index: number, viewportHeight: number): number {
  const layout = gridLayout(g);
  const row = Math.floor(index / layout.columns);
  const rowTop = row * (layout.rowHeight + g.gap);
  return Math.max(0, rowTop - (viewportHeight - layout.rowHeight) / 2);
}
