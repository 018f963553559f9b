import { useEffect, useState } from 'react';
import { IFRAME_REFRESH_CHECK_MS } from './model.js';

/** One mounting of the page; a new generation is a new iframe, so a fresh load. */
interface PageFrame {
  generation: number;
  /** Loading behind the shown one (a refresh), to take its place once loaded. */
  hidden: boolean;
}

interface FrameState {
  url: string;
  /** The newest generation that loaded; null while the page of this url has not loaded yet. */
  shown: number | null;
  newest: number;
}

/**
 * The iframes a page is drawn with. A new url starts over: nothing shown until it loads (the
 * spinner). Every refresh interval (counted in the minutely checks) the page is
 * mounted again as a new iframe, loading under the shown one and replacing it once loaded, so a
 * screen never flashes a blank page for a refresh.
 */
export function useRefreshingFrames(url: string, refreshMinutes: number) {
  const [state, setState] = useState<FrameState>({ url, shown: null, newest: 0 });
  let current = state;
  if (state.url !== url) {
    current = { url, shown: null, newest: state.newest + 1 };
    setState(current);
  }

  useEffect(() => {
    let minutes = 0;
    const timer = setInterval(() => {
      minutes += 1;
      if (minutes < refreshMinutes) return;
      minutes = 0;
      setState((s) => ({ ...s, newest: s.newest + 1 }));
    }, IFRAME_REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [url, refreshMinutes]);

  const { shown, newest } = current;
  const frames: PageFrame[] =
    shown === null || shown === newest
      ? [{ generation: newest, hidden: false }]
      : [
          { generation: shown, hidden: false },
          { generation: newest, hidden: true },
        ];
  return {
    frames,
    loading: shown === null,
    /** A frame finished loading: the newest one takes over. */
    loaded: (generation: number) =>
      setState((s) =>
        s.newest === generation && s.shown !== generation ? { ...s, shown: generation } : s,
      ),
  };
}
