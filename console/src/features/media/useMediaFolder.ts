import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CreateFolderDocument,
  MediaFolderContentDocument,
  MediaFolderPathDocument,
  MediaStorageDocument,
  UpdateFileDocument,
  UpdateFolderDocument,
  type MediaFileFragment,
  type MediaFolderFragment,
  type UpdateFileInput,
} from '../../graphql/generated';
import { FILE_PAGE_SIZE } from './filePager';
import { isNotFound } from './FolderMissing';
import { DEFAULT_LIBRARY_QUERY, foldersFor, narrows, type LibraryQuery } from './libraryQuery';
import type { DragItem } from './useItemDrag';
import { usePagedFiles } from './usePagedFiles';

/** Cards within this many cells of the rendered ones are loaded ahead of the scroll. */
const LOAD_AHEAD_CELLS = FILE_PAGE_SIZE / 2;
const NO_FOLDERS: readonly MediaFolderFragment[] = [];
const NO_FILES: readonly MediaFileFragment[] = [];

export type MediaCell =
  | { kind: 'folder'; folder: MediaFolderFragment }
  | { kind: 'file'; file: MediaFileFragment }
  /** A file the scroll area has room for whose page has not arrived yet. */
  | { kind: 'loading'; index: number };

/**
 * One folder's content as the media browser shows it: its subfolders, its files page by page,
 * its path from the root and the account's storage, each loaded and refreshed together. The
 * query narrows and orders the files on the server; the folder's subfolders (all of them come
 * at once) are narrowed here the same way.
 */
export function useMediaFolder(
  folderId: string | null,
  query: LibraryQuery = DEFAULT_LIBRARY_QUERY,
) {
  const content = useQuery(MediaFolderContentDocument, {
    variables: { parentFolderId: folderId },
    fetchPolicy: 'cache-and-network',
  });
  const paged = usePagedFiles(folderId, query);
  const pager = paged.pager;
  const path = useQuery(MediaFolderPathDocument, {
    variables: { id: folderId ?? '' },
    skip: folderId === null,
  });
  const storage = useQuery(MediaStorageDocument, { fetchPolicy: 'cache-and-network' });

  const refresh = useCallback(() => {
    void content.refetch();
    void storage.refetch();
    pager.reload();
  }, [content, storage, pager]);

  const allFolders: readonly MediaFolderFragment[] = content.data?.folders ?? NO_FOLDERS;
  const folders = useMemo(() => foldersFor(allFolders, query), [allFolders, query]);
  const files = paged.list?.items ?? NO_FILES;
  const totalFiles = Math.max(paged.list?.totalCount ?? 0, files.length);
  const trail = folderId
    ? [...(path.data?.folder.ancestors ?? []), ...(path.data ? [path.data.folder] : [])]
    : [];
  const folderCount = folders.length;
  const onRangeChange = useCallback(
    (_start: number, end: number) => pager.want(Math.max(0, end - folderCount) + LOAD_AHEAD_CELLS),
    [pager, folderCount],
  );

  return {
    folders,
    files,
    cells: useMediaCells(folders, files, totalFiles),
    trail,
    account: storage.data?.currentAccount ?? null,
    /** An address with a folder id that is not (or no longer) there. */
    notFound: !!folderId && isNotFound(path.error),
    failed: (!!content.error && !content.data) || paged.error != null,
    loading: (content.loading && !content.data) || (!paged.list && paged.error == null),
    empty: !!content.data && !!paged.list && folders.length === 0 && totalFiles === 0,
    /** A search or type filter narrows the list: empty then means that nothing matched. */
    narrowed: narrows(query),
    hasNextPage: paged.list?.hasNextPage === true,
    pager,
    onRangeChange,
    refresh,
  };
}

export type MediaFolderView = ReturnType<typeof useMediaFolder>;

/**
 * The scroll area has a cell for every file in the folder, so the scrollbar is right from the
 * first page; cells whose page has not come yet are placeholders.
 */
function useMediaCells(
  folders: readonly MediaFolderFragment[],
  files: readonly MediaFileFragment[],
  totalFiles: number,
): MediaCell[] {
  return useMemo<MediaCell[]>(
    () => [
      ...folders.map((folder) => ({ kind: 'folder' as const, folder })),
      ...files.map((file) => ({ kind: 'file' as const, file })),
      ...Array.from({ length: totalFiles - files.length }, (_, i) => ({
        kind: 'loading' as const,
        index: files.length + i,
      })),
    ],
    [folders, files, totalFiles],
  );
}

/**
 * The cell of the file to show (-1 when none); a highlighted file further down than the loaded
 * pages keeps them loading until it is there.
 */
export function useHighlightedCell(view: MediaFolderView, highlightId: string | null): number {
  const { files, folders, pager, hasNextPage } = view;
  const fileIndex = highlightId ? files.findIndex((f) => f._id === highlightId) : -1;
  const missing = highlightId !== null && fileIndex < 0 && hasNextPage;
  useEffect(() => {
    if (missing) pager.want(files.length + FILE_PAGE_SIZE);
  }, [missing, pager, files.length]);
  return fileIndex >= 0 ? folders.length + fileIndex : -1;
}

/**
 * The media's edits: moving a card into another folder (a failure is told in a bar until the
 * next move), and what the dialogs save.
 */
export function useMediaEdits(folderId: string | null, refresh: () => void) {
  const [updateFile] = useMutation(UpdateFileDocument);
  const [updateFolder] = useMutation(UpdateFolderDocument);
  const [createFolder] = useMutation(CreateFolderDocument);
  const [moveFailed, setMoveFailed] = useState(false);

  const move = useCallback(
    async (item: DragItem, target: string | null) => {
      setMoveFailed(false);
      try {
        if (item.kind === 'file') {
          await updateFile({ variables: { id: item.id, data: { parentFolderId: target } } });
        } else {
          await updateFolder({ variables: { id: item.id, data: { parentFolderId: target } } });
        }
        refresh();
      } catch {
        setMoveFailed(true);
      }
    },
    [refresh, updateFile, updateFolder],
  );

  const saves = {
    onCreateFolder: async (name: string) => {
      await createFolder({ variables: { name, parentFolderId: folderId } });
      refresh();
    },
    onRenameFolder: async (folder: MediaFolderFragment, name: string) => {
      await updateFolder({ variables: { id: folder._id, data: { name } } });
    },
    onShareFolder: async (folder: MediaFolderFragment, spaceIds: string[]) => {
      await updateFolder({ variables: { id: folder._id, data: { spaceIds } } });
      refresh();
    },
    onUpdateFile: async (file: MediaFileFragment, data: UpdateFileInput) => {
      await updateFile({ variables: { id: file._id, data } });
      // Sharing can take a file out of this space's list.
      if (data.spaceIds) refresh();
    },
  };
  return { move, moveFailed, saves };
}
