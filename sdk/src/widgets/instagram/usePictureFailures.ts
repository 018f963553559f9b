import { useCallback, useEffect, useRef, useState } from 'react';
import { useItemData } from '../../render/itemDataContext.js';
import { pictureExpired } from './expiredPictures.js';
import { INSTAGRAM_IMAGE_RETRY_MS } from './model.js';

/**
 * Pictures that failed to load, shown as text meanwhile. Each failure is looked into: an expired
 * address (403) calls `onExpired` (the feed is fetched again, bringing new addresses); any
 * failed picture is tried again after INSTAGRAM_IMAGE_RETRY_MS (the network may be back).
 */
export function usePictureFailures(onExpired: () => void) {
  const { fetch } = useItemData();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const latestOnExpired = useRef(onExpired);
  useEffect(() => {
    latestOnExpired.current = onExpired;
  }, [onExpired]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    const pending = timers.current;
    return () => {
      live.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const pictureFailed = useCallback(
    (url: string) => {
      setFailed((known) => (known.has(url) ? known : new Set(known).add(url)));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setFailed((known) => {
          const next = new Set(known);
          next.delete(url);
          return next;
        });
      }, INSTAGRAM_IMAGE_RETRY_MS);
      timers.current.add(timer);
      void pictureExpired(fetch, url).then((expired) => {
        if (expired && live.current) latestOnExpired.current();
      });
    },
    [fetch],
  );

  return { failed, pictureFailed };
}
