import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element the returned ref is put on is narrower than `width` px, followed as it
 * resizes. It measures the element, not the window: a page beside the sidebar has less room
 * than the window. Measured before the first paint, so the wide layout never flashes on a phone.
 * Where nothing is laid out (jsdom measures 0) it answers false: the wide layout.
 */
export function useNarrowerThan<E extends HTMLElement>(
  width: number,
): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [measured, setMeasured] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setMeasured(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, measured > 0 && measured < width];
}
