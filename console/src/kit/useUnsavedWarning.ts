import { useEffect } from 'react';

/**
 * While there are unsaved changes, closing or reloading the tab asks first (the browser's own
 * question: pages cannot word it), so an edit is not lost to a stray Ctrl+W. Only while the
 * address is still the page's own: the router moves to the next address (a new board's, after it
 * is created) a moment before the page with the edits goes, and a question then would stand in
 * the way of leaving a page that holds none.
 */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const page = window.location.pathname;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (window.location.pathname === page) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
