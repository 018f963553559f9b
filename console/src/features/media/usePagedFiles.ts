import { useApolloClient, useFragment } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import {
  MediaFileFragmentDoc,
  MediaFilesPageDocument,
  type MediaFileFragment,
} from '../../graphql/generated';
import { FilePager, type PagerUpdate } from './filePager';
import { pageArguments, type LibraryQuery } from './libraryQuery';

/**
 * A folder's files for the Media grid, a page at a time (filePager.ts), searched, filtered and
 * ordered by the server as the query asks. Pages go through the Apollo cache, so each card can
 * follow its file there (useLiveFile).
 */
export function usePagedFiles(parentFolderId: string | null, query: LibraryQuery) {
  const client = useApolloClient();
  // The list as the server is asked for it: a new folder or query is a new list.
  const args = JSON.stringify(pageArguments(query));
  const key = `${parentFolderId ?? ''}|${args}`;
  const [state, setState] = useState<{ key: string } & PagerUpdate<MediaFileFragment>>({
    key,
    list: null,
    error: null,
  });
  const pager = useMemo(
    () =>
      new FilePager<MediaFileFragment>(
        async (after, first) => {
          const narrowing = JSON.parse(args) as ReturnType<typeof pageArguments>;
          const { data } = await client.query({
            query: MediaFilesPageDocument,
            variables: { parentFolderId, first, after, ...narrowing },
            fetchPolicy: 'network-only',
          });
          if (!data) throw new Error('No files page');
          return data.filesPage;
        },
        (update) => setState({ key, ...update }),
      ),
    [client, parentFolderId, args, key],
  );
  useEffect(() => {
    pager.start();
    return () => pager.stop();
  }, [pager]);

  // Another folder or query shows nothing of the old list while the new one loads.
  const current = state.key === key ? state : { list: null, error: null };
  return { list: current.list, error: current.error, pager };
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
