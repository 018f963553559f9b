import { useCallback, useState } from 'react';

// The media library's grid or list, remembered per browser: a person who prefers the list keeps
// it on every visit, while the search and filter belong to the address.

export type LibraryLayout = 'grid' | 'list';

export const LIBRARY_LAYOUT_KEY = 'marquee.media.layout';

function stored(): LibraryLayout {
  try {
    return localStorage.getItem(LIBRARY_LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid'; // storage refused (private mode, a policy): cards, as for a first visit
  }
}

export function useLibraryLayout(): [LibraryLayout, (layout: LibraryLayout) => void] {
  const [layout, setLayout] = useState<LibraryLayout>(stored);
  const choose = useCallback((next: LibraryLayout) => {
    setLayout(next);
    try {
      localStorage.setItem(LIBRARY_LAYOUT_KEY, next);
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  }, []);
  return [layout, choose];
}
