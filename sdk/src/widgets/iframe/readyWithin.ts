import { useCallback, useEffect, useRef } from 'react';

/**
 * Reports ready once: when the returned function is called (the content loaded) or after
 * `timeoutMs`, whichever comes first, so content that never loads does not hold the playlist.
 * The wait starts again when `key` changes (other content); an earlier report stands.
 */
export function useReadyWithin(onReady: () => void, timeoutMs: number, key: string): () => void {
  const reported = useRef(false);
  const latest = useRef(onReady);
  useEffect(() => {
    latest.current = onReady;
  }, [onReady]);

  const ready = useCallback(() => {
    if (reported.current) return;
    reported.current = true;
    latest.current();
  }, []);

  useEffect(() => {
    const timer = setTimeout(ready, timeoutMs);
    return () => clearTimeout(timer);
  }, [ready, timeoutMs, key]);
  return ready;
}
