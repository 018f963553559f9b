import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { notify } from '../../kit/notices';
import { MediaFileChangedDocument, MediaFileFragmentDoc } from '../../graphql/generated';

/** The notice of an upload this browser made that has finished processing. */
export const readyText = (name: string) => `${name} is ready`;

interface Watch {
  stop: () => void;
}

/**
 * Tells, once, when a file uploaded here is ready to use ("Lobby.mp4 is ready"): processing
 * takes from seconds to minutes and the person has usually moved on. The file is followed by
 * its subscription, which fills the cache, and the notice is read from the cache, so a change
 * that reached it another way (a card's recheck, a reload of the list) counts too. Only while
 * the media browser is open.
 */
export function useReadyNotices() {
  const client = useApolloClient();
  const watching = useRef(new Map<string, Watch>());

  useEffect(() => {
    const all = watching.current;
    return () => {
      for (const watch of all.values()) watch.stop();
      all.clear();
    };
  }, []);

  return useCallback(
    (fileId: string, name: string) => {
      if (watching.current.has(fileId)) return;
      const live = client
        .subscribe({ query: MediaFileChangedDocument, variables: { id: fileId } })
        .subscribe({ error: () => undefined });
      const cached = client
        .watchFragment({
          fragment: MediaFileFragmentDoc,
          fragmentName: 'MediaFile',
          from: { __typename: 'File', _id: fileId },
        })
        .subscribe((result) => {
          const status = result.complete ? result.data.status : null;
          if (status !== 'READY' && status !== 'ERROR') return;
          // An error shows on the file itself; only a finished file is announced.
          if (status === 'READY') notify(readyText(name));
          watching.current.get(fileId)?.stop();
        });
      watching.current.set(fileId, {
        stop: () => {
          live.unsubscribe();
          cached.unsubscribe();
          watching.current.delete(fileId);
        },
      });
    },
    [client],
  );
}
