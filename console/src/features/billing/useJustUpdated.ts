import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { JUST_UPDATED_PARAM } from './billingText';

/**
 * Whether the page was reached back from the provider's pages with ?justUpdatedSubscription.
 * The parameter is read once and removed from the address (replacing the history entry), so a
 * reload or a bookmark does not say it again.
 */
export function useJustUpdatedSubscription(): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  const flagged = searchParams.has(JUST_UPDATED_PARAM);
  const [seen, setSeen] = useState(flagged);
  // Adjusting state to the URL during render (React's pattern for state derived from a prop).
  if (flagged && !seen) setSeen(true);

  useEffect(() => {
    if (!flagged) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(JUST_UPDATED_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [flagged, setSearchParams]);

  return seen;
}
