import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { MediaFileNowDocument } from '../../graphql/generated';

/** How often a card whose file is still uploading or processing asks for it again. */
export const RECHECK_UNSETTLED_MS = 10_000;

/**
 * The subscription brings a file's changes as they happen, but one can still be missed: the
 * socket was down for a moment, or an answer read before the change arrived after it and put the
 * older state back in the cache. Until the file is READY or ERROR its card asks for it again
 * now and then, so it never waits for a change that already happened.
 */
export function useRecheckUntilSettled(fileId: string, settled: boolean): void {
  const client = useApolloClient();
  useEffect(() => {
    if (settled) return;
    const timer = setInterval(() => {
      // A failed check changes nothing; the next one, or the subscription, brings the file.
      client
        .query({
          query: MediaFileNowDocument,
          variables: { id: fileId },
          fetchPolicy: 'network-only',
        })
        .catch(() => undefined);
    }, RECHECK_UNSETTLED_MS);
    return () => clearInterval(timer);
  }, [client, fileId, settled]);
}
