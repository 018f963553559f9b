import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

const OUTER: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/**
 * Draws its children at their own size, shrunk as a whole (never enlarged) until they fit the
 * box: a composed block (today's weather beside a forecast) keeps its arrangement in a small
 * box instead of its parts running into each other. Unmeasured (no layout yet, jsdom), it draws
 * them unscaled.
 */
export function FitToBox({ children, testId }: { children: ReactNode; testId?: string }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const measure = useCallback(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content) return;
    // Layout sizes ignore the transform, so this is the children's own size.
    const width = content.offsetWidth;
    const height = content.offsetHeight;
    if (width <= 0 || height <= 0 || box.clientWidth <= 0 || box.clientHeight <= 0) return;
    setScale(Math.min(1, box.clientWidth / width, box.clientHeight / height));
  }, []);
  // After every render (new data may change the children's size); the same scale renders nothing.
  useLayoutEffect(measure);
  useEffect(() => {
    // TV engines before Chromium 64 have no ResizeObserver: a window resize is what moves boxes.
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    return () => observer.disconnect();
  }, [measure]);
  return (
    <div ref={outer} style={OUTER}>
      <div
        ref={inner}
        data-testid={testId}
        data-fit-scale={scale}
        style={{ flex: 'none', width: 'max-content', transform: `scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}
