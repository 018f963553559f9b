import { useApolloClient, useFragment } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  MediaFileFragmentDoc,
  MediaFilesPageDocument,
  type MediaFileFragment,
} from '../../graphql/generated';
import { FilePager, type PagerUpdate } from './filePager';

/**
 * A folder's files for the Media grid, a page at a time (filePager.ts). Pages go through the
 * Apollo cache, so each card can follow its file there (useLiveFile).
 */
export function usePagedFiles(parentFolderId: string | null) {
  const client = useApolloClient();
  const [state, setState] = useState<{ folder: string | null } & PagerUpdate<MediaFileFragment>>({
    folder: parentFolderId,
    list: null,
    error: null,
  });
  const pager = useMemo(
    () =>
      new FilePager<MediaFileFragment>(
        async (after, first) => {
          const { data } = await client.query({
            query: MediaFilesPageDocument,
            variables: { parentFolderId, first, after },
            fetchPolicy: 'network-only',
          });
          if (!data) throw new Error('No files page');
          return data.filesPage;
        },
        (update) => setState({ folder: parentFolderId, ...update }),
      ),
    [client, parentFolderId],
  );
  useEffect(() => {
    pager.start();
    return () => pager.stop();
  }, [pager]);

  // A folder switch shows nothing of the old folder while the new one loads.
  const current = state.folder === parentFolderId ? state : { list: null, error: null };
  return { ...current, pager };
}

/** The file as the cache has it now (renames, processing progress), else as the page brought it. */
export function useLiveFile(file: MediaFileFragment): MediaFileFragment {
  const live = useFragment({
    fragment: MediaFileFragmentDoc,
    fragmentName: 'MediaFile',
    from: file,
  });
  return live.complete ? live.data : file;
}
