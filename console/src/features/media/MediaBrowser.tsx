import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowUploadRegular, FolderAddRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/session/session';
import {
  CreateFolderDocument,
  MediaFolderContentDocument,
  MediaFolderPathDocument,
  MediaStorageDocument,
  UpdateFileDocument,
  UpdateFolderDocument,
  type MediaFileFragment,
  type MediaFolderFragment,
} from '../../graphql/generated';
import { FileCard, type FileAction } from './FileCard';
import { FolderCard } from './FolderCard';
import { FolderMissing, isNotFound } from './FolderMissing';
import { MediaBreadcrumbs } from './MediaBreadcrumbs';
import { MediaDialogs, type MediaDialog } from './MediaDialogs';
import { StorageUsage } from './StorageUsage';
import { UploadErrorsDialog } from './UploadErrorsDialog';
import {
  EMPTY_FOLDER_TEXT,
  EMPTY_ROOT_TEXT,
  LIST_FAILED_TEXT,
  MOVE_FAILED_TEXT,
  UPLOAD_BUTTON_TEXT,
} from './mediaText';
import { FILE_PAGE_SIZE } from './filePager';
import { ACCEPT } from './uploadFile';
import { useItemDrag, type DragItem } from './useItemDrag';
import { useMediaDelete } from './useMediaDelete';
import { useLiveFile, usePagedFiles } from './usePagedFiles';
import { useUploads } from './useUploads';
import { VirtualCardGrid } from './VirtualCardGrid';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalS,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  gridSpace: { height: tokens.spacingVerticalM },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  loadingCell: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** Cards within this many cells of the rendered ones are loaded ahead of the scroll. */
const LOAD_AHEAD_CELLS = FILE_PAGE_SIZE / 2;
const NO_FOLDERS: readonly MediaFolderFragment[] = [];
const NO_FILES: readonly MediaFileFragment[] = [];

/** The proof-of-play report of one file (its route takes the kind and id of what played). */
export const fileProofOfPlayPath = (fileId: string) =>
  `/data-integrations/proof-of-play/file/${encodeURIComponent(fileId)}`;

interface Props {
  folderId: string | null;
  onOpenFolder: (folderId: string | null) => void;
  /** Picker mode: file cards show an Add button that calls this. */
  onAdd?: (file: MediaFileFragment) => void;
  /** File to scroll to after 1 s. */
  highlightId?: string | null;
}

type Cell =
  | { kind: 'folder'; folder: MediaFolderFragment }
  | { kind: 'file'; file: MediaFileFragment }
  /** A file the scroll area has room for whose page has not arrived yet. */
  | { kind: 'loading'; index: number };

/** A card follows its file in the cache (renames, processing progress) after its page came. */
function LiveFile(props: {
  file: MediaFileFragment;
  children: (file: MediaFileFragment) => ReactNode;
}) {
  return props.children(useLiveFile(props.file));
}

/** Folders and files of one folder: the Media screen, and the media picker of other screens. */
export function MediaBrowser({ folderId, onOpenFolder, onAdd, highlightId = null }: Props) {
  const styles = useStyles();
  const canEdit = useCan(PERMISSIONS.media.update);
  const canDelete = useCan(PERMISSIONS.media.delete);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  // The report reads plays by screen; the picker leaves its dialog for nothing else.
  const canSeePlays = useCan(PERMISSIONS.device.read) && !onAdd;
  const navigate = useNavigate();
  const restoreFocusTarget = useRestoreFocusTarget();
  const input = useRef<HTMLInputElement>(null);
  const [dialog, setDialog] = useState<MediaDialog | null>(null);
  const [moveFailed, setMoveFailed] = useState(false);

  const content = useQuery(MediaFolderContentDocument, {
    variables: { parentFolderId: folderId },
    fetchPolicy: 'cache-and-network',
  });
  const paged = usePagedFiles(folderId);
  const pager = paged.pager;
  const path = useQuery(MediaFolderPathDocument, {
    variables: { id: folderId ?? '' },
    skip: folderId === null,
  });
  const storage = useQuery(MediaStorageDocument, { fetchPolicy: 'cache-and-network' });
  const [updateFile] = useMutation(UpdateFileDocument);
  const [updateFolder] = useMutation(UpdateFolderDocument);
  const [createFolder] = useMutation(CreateFolderDocument);

  const refresh = useCallback(() => {
    void content.refetch();
    void storage.refetch();
    pager.reload();
  }, [content, storage, pager]);
  const uploads = useUploads(folderId, refresh);
  const removal = useMediaDelete(refresh);

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
  const folders: readonly MediaFolderFragment[] = content.data?.folders ?? NO_FOLDERS;
  const files = paged.list?.items ?? NO_FILES;
  const totalFiles = Math.max(paged.list?.totalCount ?? 0, files.length);
  const dragHandle = useItemDrag((item, target) => {
    const current =
      item.kind === 'file'
        ? files.find((f) => f._id === item.id)?.parentFolderId
        : folders.find((f) => f._id === item.id)?.parentFolderId;
    if ((current ?? null) === target) return; // dropped where it already is
    void move(item, target);
  });

  const trail = folderId
    ? [...(path.data?.folder.ancestors ?? []), ...(path.data ? [path.data.folder] : [])]
    : [];
  const empty = content.data && paged.list && folders.length === 0 && totalFiles === 0;
  // The scroll area has a cell for every file in the folder, so the scrollbar is right from the
  // first page; cells whose page has not come yet are placeholders.
  const cells = useMemo<Cell[]>(
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
  const highlightFileIndex = highlightId ? files.findIndex((f) => f._id === highlightId) : -1;
  const highlightIndex = highlightFileIndex >= 0 ? folders.length + highlightFileIndex : -1;
  // A highlighted file further down than the loaded pages: keep loading until it is there.
  const highlightMissing =
    highlightId !== null && highlightFileIndex < 0 && paged.list?.hasNextPage === true;
  useEffect(() => {
    if (highlightMissing) pager.want(files.length + FILE_PAGE_SIZE);
  }, [highlightMissing, pager, files.length]);
  const folderCount = folders.length;
  const onRangeChange = useCallback(
    (_start: number, end: number) => pager.want(Math.max(0, end - folderCount) + LOAD_AHEAD_CELLS),
    [pager, folderCount],
  );

  const onFileAction = (file: MediaFileFragment) => (action: FileAction) => {
    if (action === 'delete') void removal.start('file', file._id, file.originalName);
    else if (action === 'proof-of-play') void navigate(fileProofOfPlayPath(file._id));
    else setDialog({ kind: action, file });
  };

  // An address with a folder id that is not (or no longer) there: say so, offer the way back,
  // and offer no upload into a folder that does not exist.
  if (folderId && isNotFound(path.error)) {
    return <FolderMissing inPicker={!!onAdd} onBack={() => onOpenFolder(null)} />;
  }

  return (
    <section>
      <div className={styles.header}>
        {onAdd ? <span /> : <Title2 as="h1">Media</Title2>}
        <div className={styles.actions}>
          <StorageUsage account={storage.data?.currentAccount ?? null} />
          {canEdit && (
            <Button
              icon={<FolderAddRegular />}
              onClick={() => setDialog({ kind: 'new-folder' })}
              {...restoreFocusTarget}
            >
              New folder
            </Button>
          )}
          {canEdit && (
            <Button
              appearance="primary"
              icon={<ArrowUploadRegular />}
              onClick={() => input.current?.click()}
              {...restoreFocusTarget}
            >
              {UPLOAD_BUTTON_TEXT}
            </Button>
          )}
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            data-testid="media-upload-input"
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              void uploads.upload(picked);
            }}
          />
        </div>
      </div>
      <MediaBreadcrumbs trail={trail} onOpen={onOpenFolder} />
      <div className={styles.bars}>
        {((content.error && !content.data) || paged.error != null) && (
          <MessageBar intent="error">
            <MessageBarBody>{LIST_FAILED_TEXT}</MessageBarBody>
          </MessageBar>
        )}
        {moveFailed && (
          <MessageBar intent="error">
            <MessageBarBody>{MOVE_FAILED_TEXT}</MessageBarBody>
          </MessageBar>
        )}
        {removal.pending && (
          <MessageBar intent="info" data-testid="undo-bar">
            <MessageBarBody>
              "{removal.pending.name}" deleted. It is removed for good in{' '}
              {removal.pending.secondsLeft} s.
            </MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => void removal.undo()}>Undo</Button>
            </MessageBarActions>
          </MessageBar>
        )}
      </div>
      {((content.loading && !content.data) || (!paged.list && paged.error == null)) && (
        <Spinner label="Loading media..." />
      )}
      {empty && <Body1 as="p">{folderId ? EMPTY_FOLDER_TEXT : EMPTY_ROOT_TEXT}</Body1>}
      <div className={styles.gridSpace} />
      <VirtualCardGrid
        items={cells}
        keyOf={(cell) =>
          cell.kind === 'folder'
            ? cell.folder._id
            : cell.kind === 'file'
              ? cell.file._id
              : `loading-${cell.index}`
        }
        highlightIndex={highlightIndex >= folders.length ? highlightIndex : -1}
        onRangeChange={onRangeChange}
        render={(cell) =>
          cell.kind === 'loading' ? (
            <div className={styles.loadingCell} data-testid="media-cell-loading" aria-busy="true" />
          ) : cell.kind === 'folder' ? (
            <FolderCard
              folder={cell.folder}
              canEdit={canEdit && canDelete}
              onOpen={() => onOpenFolder(cell.folder._id)}
              onRename={() => setDialog({ kind: 'rename-folder', folder: cell.folder })}
              onShare={() => setDialog({ kind: 'share-folder', folder: cell.folder })}
              onDelete={() => void removal.start('folder', cell.folder._id, cell.folder.name)}
              onPointerDown={
                canEdit ? dragHandle({ kind: 'folder', id: cell.folder._id }) : undefined
              }
            />
          ) : (
            <LiveFile file={cell.file}>
              {(file) => (
                <FileCard
                  file={file}
                  upload={uploads.tracking.get(file._id)}
                  canEdit={canEdit}
                  canPublish={canPublish}
                  canSeePlays={canSeePlays}
                  highlighted={file._id === highlightId}
                  onAction={onFileAction(file)}
                  onPointerDown={canEdit ? dragHandle({ kind: 'file', id: file._id }) : undefined}
                  onAdd={onAdd && (() => onAdd(file))}
                />
              )}
            </LiveFile>
          )
        }
      />
      <MediaDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        tariffMap={storage.data?.currentAccount?.subscriptionInfo.tariffFeatureAvailabilityMap}
        onCreateFolder={async (name) => {
          await createFolder({ variables: { name, parentFolderId: folderId } });
          refresh();
        }}
        onRenameFolder={async (folder, name) => {
          await updateFolder({ variables: { id: folder._id, data: { name } } });
        }}
        onShareFolder={async (folder, spaceIds) => {
          await updateFolder({ variables: { id: folder._id, data: { spaceIds } } });
          refresh();
        }}
        onUpdateFile={async (file, data) => {
          await updateFile({ variables: { id: file._id, data } });
          // Sharing can take a file out of this space's list.
          if (data.spaceIds) refresh();
        }}
      />
      <UploadErrorsDialog problems={uploads.errors} onClose={uploads.clearErrors} />
    </section>
  );
}
