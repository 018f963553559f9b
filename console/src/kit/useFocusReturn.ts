import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * Gives focus back to whatever opened a dialog once it has closed. Fluent does this only for a
 * DialogTrigger; these dialogs open from a table row or from the URL. Call the returned function
 * when the user opens the dialog (it remembers the focused element); without one, focus goes to
 * `fallback`. Focus moves after the dialog has unmounted, so its focus trap cannot pull it back,
 * and a keyboard user goes on from the button they pressed instead of the top of the page.
 */
export function useFocusReturn(
  open: boolean,
  fallback?: RefObject<HTMLElement | null>,
): () => void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const justClosed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!justClosed) return;
    const target = opener.current ?? fallback?.current ?? null;
    opener.current = null;
    if (target?.isConnected) target.focus();
  }, [open, fallback]);
  return useCallback(() => {
    const focused = document.activeElement;
    opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
  }, []);
}
