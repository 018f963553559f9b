import { useEffect } from 'react';
import { BRAND } from './brand';

// Each page names the browser tab "<Page> · Marquee" (the brand's product name), so tabs and
// history entries can be told apart. Route objects carry the page name as `handle.title`.

/** What a route object's `handle` may carry for the shell. */
interface RouteHandle {
  /** The page's name in the browser tab, e.g. "Screens". */
  title?: string;
}

const titleOf = (handle: unknown): string | undefined => {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
};

/** The deepest route's title: a nested page (a tab of My Organization) names itself. */
export const deepestRouteTitle = (handles: readonly unknown[]): string | undefined => {
  for (let i = handles.length - 1; i >= 0; i -= 1) {
    const title = titleOf(handles[i]);
    if (title) return title;
  }
  return undefined;
};

/** "Screens" -> "Screens · Marquee"; no page name -> "Marquee". */
export const documentTitleFor = (pageName: string | undefined): string =>
  pageName ? `${pageName} · ${BRAND.productName}` : BRAND.productName;

// Names that pages with a dynamic name (a playlist, a screen) announce through
// useDocumentTitle. The newest one wins over the route's static title while it is mounted.
// A module-level store because the component that writes the title is not an ancestor of
// the page (it sits beside the Outlet).
type Listener = () => void;
let dynamicNames: readonly { name: string }[] = [];
const listeners = new Set<Listener>();

const notify = () => listeners.forEach((listener) => listener());

export const dynamicTitleStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): string | undefined => dynamicNames.at(-1)?.name,
  /** Adds a name; the returned function takes that very name away again. */
  push: (name: string): (() => void) => {
    const entry = { name };
    dynamicNames = [...dynamicNames, entry];
    notify();
    return () => {
      dynamicNames = dynamicNames.filter((other) => other !== entry);
      notify();
    };
  },
};

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
