import { describe, expect, it } from 'vitest';
import { gridLayout, gridWindow, scrollTopCentring, type GridGeometry } from './gridWindow';

// 1,000 px wide: four 220 px columns with 12 px gaps fit (4*220+3*12 = 916), five do not.
const grid = (itemCount: number): GridGeometry => ({
  itemCount,
  containerWidth: 1000,
  minItemWidth: 220,
  gap: 12,
  chromeHeight: 100,
});

describe('gridLayout', () => {
  it('fits as many columns as auto-fill would and stretches them to the width', () => {
    const layout = gridLayout(grid(10));
    expect(layout.columns).toBe(4);
    // Column width (1000 - 36) / 4 = 241; 16:9 preview 135.6 + 100 chrome, rounded up.
    expect(layout.rowHeight).toBe(236);
    expect(layout.rowCount).toBe(3);
    expect(layout.totalHeight).toBe(3 * 236 + 2 * 12);
  });

  it("sizes the preview by the card's inner width, so no empty space is left under the name", () => {
    // Inner width 241 - 24 = 217; 16:9 preview 122.1 + 100 chrome, rounded up.
    expect(gridLayout({ ...grid(10), insetWidth: 24 }).rowHeight).toBe(223);
  });

  it('keeps one column in a container narrower than a card, and no height when empty', () => {
    expect(gridLayout({ ...grid(3), containerWidth: 100 }).columns).toBe(1);
    expect(gridLayout({ ...grid(0), containerWidth: 0 }).totalHeight).toBe(0);
  });
});

describe('gridWindow', () => {
  const stride = 236 + 12;

  it('renders only the visible rows plus the overscan of 10,000 files', () => {
    const view = gridWindow(grid(10_000), {
      scrollTop: 0,
      viewportHeight: 900,
      overscanRows: 2,
    });
    // Rows 0..3 are visible (900 / 248 = 3.6), plus two below.
    expect(view.startIndex).toBe(0);
    expect(view.endIndex).toBe(6 * 4);
    expect(view.offsetTop).toBe(0);
    expect(view.totalHeight).toBe(2500 * 236 + 2499 * 12);
  });

  it('moves the slice with the scroll position and offsets it to its first row', () => {
    const view = gridWindow(grid(10_000), {
      scrollTop: 100 * stride + 10,
      viewportHeight: 900,
      overscanRows: 2,
    });
    expect(view.startIndex).toBe(98 * 4);
    expect(view.endIndex).toBe(106 * 4);
    expect(view.offsetTop).toBe(98 * stride);
  });

  it('renders nothing below the last row and keeps the last rows at the bottom', () => {
    const view = gridWindow(grid(10), {
      scrollTop: 5000,
      viewportHeight: 900,
      overscanRows: 1,
    });
    expect(view.endIndex).toBe(10);
    expect(view.startIndex).toBeLessThanOrEqual(8);
  });

  it('renders the first rows while the grid starts below the viewport top', () => {
    const view = gridWindow(grid(100), { scrollTop: -300, viewportHeight: 900, overscanRows: 0 });
    expect(view.startIndex).toBe(0);
    // Only 600 px of the grid are on screen: rows 0..2.
    expect(view.endIndex).toBe(3 * 4);
  });

  it('renders nothing for an empty folder', () => {
    const view = gridWindow(grid(0), { scrollTop: 0, viewportHeight: 900, overscanRows: 2 });
    expect([view.startIndex, view.endIndex, view.totalHeight]).toEqual([0, 0, 0]);
  });
});

describe('scrollTopCentring', () => {
  it('puts the row of a cell in the middle of the viewport', () => {
    // Cell 401 is in row 100; its top is 100 strides down.
    expect(scrollTopCentring(grid(1000), 401, 900)).toBe(100 * 248 - (900 - 236) / 2);
    expect(scrollTopCentring(grid(1000), 0, 900)).toBe(0);
  });
});
