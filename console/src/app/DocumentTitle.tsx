import { useEffect, useSyncExternalStore } from 'react';
import { deepestRouteTitle, documentTitleFor, dynamicTitleStore } from './pageTitle';

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

/**
 * Names the browser tab after what a page shows ("Demo playlist · Marquee") while the page is
 * mounted. Until the name is known (undefined or empty) the route's own title stays.
 */
export function useDocumentTitle(name: string | null | undefined): void {
  const trimmed = name?.trim();
  useEffect(() => {
    if (!trimmed) return undefined;
    return dynamicTitleStore.push(trimmed);
  }, [trimmed]);
}
