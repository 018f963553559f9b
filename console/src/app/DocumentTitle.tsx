import { useEffect, useSyncExternalStore } from 'react';
import { deepestRouteTitle, documentTitleFor, dynamicTitleStore } from '../shared/pageTitle';

/**
 * Keeps `document.title` on "<Page> · Marquee": a name a page gave with useDocumentTitle, else
 * the deepest matched route's `handle.title`. Mounted once, beside the routes (AppRoutes);
 * renders nothing.
 */
export function DocumentTitle({ handles }: { handles: readonly unknown[] }) {
  const dynamicName = useSyncExternalStore(
    dynamicTitleStore.subscribe,
    dynamicTitleStore.current,
    dynamicTitleStore.current,
  );
  const title = documentTitleFor(dynamicName ?? deepestRouteTitle(handles));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
