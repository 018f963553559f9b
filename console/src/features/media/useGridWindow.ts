import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { gridWindow, scrollTopCentring, type GridGeometry } from './gridWindow';

type Shape = Omit<GridGeometry, 'itemCount' | 'containerWidth'>;

/** The element that scrolls the grid: the nearest ancestor with its own scrollbar, else the page. */
function scrollParentOf(element: HTMLElement): HTMLElement {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

interface Viewport {
  width: number;
  /** The viewport's top minus the grid's top. */
  scrollTop: number;
  height: number;
}

/**
 * Follows the grid's width and its scroll container's position, and answers which cells to
 * render. Re-renders only when the rendered slice changes, not on every scroll event.
 */
export function useGridWindow(itemCount: number, shape: Shape, overscanRows = 2) {
  const gridRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport>({ width: 0, scrollTop: 0, height: 0 });
  const { minItemWidth, gap, chromeHeight, insetWidth, listRowHeight } = shape;
  const sliceOf = useCallback(
    (v: Viewport) =>
      gridWindow(
        {
          minItemWidth,
          gap,
          chromeHeight,
          insetWidth,
          listRowHeight,
          itemCount,
          containerWidth: v.width,
        },
        { scrollTop: v.scrollTop, viewportHeight: v.height, overscanRows },
      ),
    [minItemWidth, gap, chromeHeight, insetWidth, listRowHeight, itemCount, overscanRows],
  );
  const slice = sliceOf(viewport);
  // Scrolling inside the same rows changes nothing on screen: keep the old state, skip a render.
  const sameSlice = useCallback(
    (a: Viewport, b: Viewport) => {
      const x = sliceOf(a);
      const y = sliceOf(b);
      return (
        a.width === b.width &&
        x.startIndex === y.startIndex &&
        x.endIndex === y.endIndex &&
        x.offsetTop === y.offsetTop
      );
    },
    [sliceOf],
  );
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const scroller = scrollParentOf(grid);
    const isPage = scroller === document.scrollingElement;
    const measure = () => {
      const viewTop = isPage ? 0 : scroller.getBoundingClientRect().top;
      const height = isPage ? window.innerHeight : scroller.clientHeight;
      const next = {
        width: grid.clientWidth,
        scrollTop: viewTop - grid.getBoundingClientRect().top,
        height,
      };
      setViewport((old) => (sameSlice(old, next) ? old : next));
    };
    measure();
    const target: HTMLElement | Window = isPage ? window : scroller;
    target.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const resize = new ResizeObserver(measure);
    resize.observe(grid);
    if (!isPage) resize.observe(scroller);
    return () => {
      target.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      resize.disconnect();
    };
  }, [overscanRows, sameSlice]);

  /** Scrolls so that the cell at `index` is in the middle of the viewport. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const grid = gridRef.current;
      if (!grid) return;
      const scroller = scrollParentOf(grid);
      const isPage = scroller === document.scrollingElement;
      const viewTop = isPage ? 0 : scroller.getBoundingClientRect().top;
      const height = isPage ? window.innerHeight : scroller.clientHeight;
      const gridTopInScroller = grid.getBoundingClientRect().top - viewTop + scroller.scrollTop;
      const geometry = {
        minItemWidth,
        gap,
        chromeHeight,
        listRowHeight,
        itemCount,
        containerWidth: grid.clientWidth,
      };
      scroller.scrollTop = gridTopInScroller + scrollTopCentring(geometry, index, height);
    },
    [minItemWidth, gap, chromeHeight, listRowHeight, itemCount],
  );

  return { gridRef, slice, scrollToIndex };
}
