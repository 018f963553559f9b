import { useEffect } from 'react';

/** An item with nothing set yet (no address, no video): empty, and never holding the playlist. */
export function NothingToShow({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}
