import { useEffect, useLayoutEffect, useRef } from 'react';

/** One poll; `stillWanted()` turns false once its answer should be dropped (unmount, restart). */
type Poll = (stillWanted: () => boolean) => Promise<void>;

/**
 * Calls `poll` at once and then every `intervalMs` while `enabled`. A poll still running when
 * the next is due makes that one skip: a slow camera is asked at its own pace, never by a pile
 * of requests. A new `restartKey` (another camera) starts over and drops answers in flight.
 */
export function useRepeatingPoll(
  poll: Poll,
  intervalMs: number,
  enabled: boolean,
  restartKey: string,
): void {
  const latest = useRef(poll);
  useLayoutEffect(() => {
    latest.current = poll;
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let busy = false;
    const stillWanted = () => live;
    const run = () => {
      if (busy) return;
      busy = true;
      void latest.current(stillWanted).finally(() => {
        busy = false;
      });
    };
    run();
    const timer = setInterval(run, intervalMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled, intervalMs, restartKey]);
}
