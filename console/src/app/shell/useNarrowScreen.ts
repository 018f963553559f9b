import { useSyncExternalStore } from 'react';

/** Below this width the sidebar becomes a drawer. */
const MOBILE_BREAKPOINT_PX = 800;
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

const mediaQuery = (): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : null;

const subscribe = (onChange: () => void) => {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** True while the window is narrower than the mobile breakpoint. */
export const useNarrowScreen = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
