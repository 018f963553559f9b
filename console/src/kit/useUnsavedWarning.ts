import { useEffect } from 'react';

/**
 * While there are unsaved changes, closing or reloading the tab asks first (the browser's own
 * question: pages cannot word it), so an edit is not lost to a stray Ctrl+W.
 */
export function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
