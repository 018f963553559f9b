import { Body1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MediaFileFragment } from '../../graphql/generated';
import { useCan } from '../../shared/session/session';
import { FileCard, type FileAction } from './FileCard';
import { FolderCard } from './FolderCard';
import { FolderMissing } from './FolderMissing';
import { DEFAULT_LIBRARY_QUERY, type LibraryQuery } from './libraryQuery';
import { MediaBreadcrumbs } from './MediaBreadcrumbs';
import { MediaBrowserBars, MediaBrowserHeader } from './MediaBrowserHeader';
import { MediaDialogs, type MediaDialog } from './MediaDialogs';
import { FileListRow, FolderListRow } from './MediaListRows';
import { MediaToolbar } from './MediaToolbar';
import { EMPTY_FOLDER_TEXT, EMPTY_ROOT_TEXT, NO_MATCH_TEXT } from './mediaText';
import { UploadErrorsDialog } from './UploadErrorsDialog';
import { useItemDrag } from './useItemDrag';
import { useLibraryLayout } from './useLibraryLayout';
import { useMediaDelete } from './useMediaDelete';
import {
  useHighlightedCell,
  useMediaEdits,
  useMediaFolder,
  type MediaCell,
} from './useMediaFolder';
import { useLiveFile } from './usePagedFiles';
import { useUploads } from './useUploads';
import { VirtualCardGrid } from './VirtualCardGrid';

const useStyles = makeStyles({
  gridSpace: { height: tokens.spacingVerticalM },
  loadingCell: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** The proof-of-play report of one file (its route takes the kind and id of what played). */
const fileProofOfPlayPath = (fileId: string) =>
  `/data-integrations/proof-of-play/file/${encodeURIComponent(fileId)}`;

interface Props {
  folderId: string | null;
  onOpenFolder: (folderId: string | null) => void;
  /** Picker mode: file cards show an Add button that calls this. */
  onAdd?: (file: MediaFileFragment) => void;
  /** File to scroll to after 1 s. */
  highlightId?: string | null;
  /**
   * The search, type filter and order, when the owner keeps them (the Media page keeps them in
   * the address); without them the browser keeps its own.
   */
  query?: LibraryQuery;
  onQuery?: (query: LibraryQuery) => void;
}

/** A card follows its file in the cache (renames, processing progress) after its page came. */
function LiveFile(props: {
  file: MediaFileFragment;
  children: (file: MediaFileFragment) => ReactNode;
}) {
  return props.children(useLiveFile(props.file));
}

const cellKey = (cell: MediaCell) =>
  cell.kind === 'folder'
    ? cell.folder._id
    : cell.kind === 'file'
      ? cell.file._id
      : `loading-${cell.index}`;

/** Folders and files of one folder: the Media screen, and the media picker of other screens. */
export function MediaBrowser({
  folderId,
  onOpenFolder,
  onAdd,
  highlightId = null,
  ...library
}: Props) {
  const styles = useStyles();
  const [ownQuery, setOwnQuery] = useState(DEFAULT_LIBRARY_QUERY);
  const query = library.query ?? ownQuery;
  const onQuery = library.onQuery ?? setOwnQuery;
  const [layout, setLayout] = useLibraryLayout();
  const canEdit = useCan(PERMISSIONS.media.update);
  const canDelete = useCan(PERMISSIONS.media.delete);
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  // The report reads plays by screen; the picker leaves its dialog for nothing else.
  const canSeePlays = useCan(PERMISSIONS.device.read) && !onAdd;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<MediaDialog | null>(null);

  const view = useMediaFolder(folderId, query);
  const { folders, files } = view;
  const uploads = useUploads(folderId, view.refresh);
  const removal = useMediaDelete(view.refresh);
  const edits = useMediaEdits(folderId, view.refresh);
  const highlightIndex = useHighlightedCell(view, highlightId);
  const dragHandle = useItemDrag((item, target) => {
    const current =
      item.kind === 'file'
        ? files.find((f) => f._id === item.id)?.parentFolderId
        : folders.find((f) => f._id === item.id)?.parentFolderId;
    if ((current ?? null) === target) return; // dropped where it already is
    void edits.move(item, target);
  });

  const onFileAction = (file: MediaFileFragment) => (action: FileAction) => {
    if (action === 'delete') void removal.start('file', file._id, file.originalName);
    else if (action === 'proof-of-play') void navigate(fileProofOfPlayPath(file._id));
    else setDialog({ kind: action, file });
  };

  const FolderView = layout === 'list' ? FolderListRow : FolderCard;
  const FileView = layout === 'list' ? FileListRow : FileCard;
  const renderCell = (cell: MediaCell) =>
    cell.kind === 'loading' ? (
      <div className={styles.loadingCell} data-testid="media-cell-loading" aria-busy="true" />
    ) : cell.kind === 'folder' ? (
      <FolderView
        folder={cell.folder}
        canEdit={canEdit && canDelete}
        onOpen={() => onOpenFolder(cell.folder._id)}
        onRename={() => setDialog({ kind: 'rename-folder', folder: cell.folder })}
        onShare={() => setDialog({ kind: 'share-folder', folder: cell.folder })}
        onDelete={() => void removal.start('folder', cell.folder._id, cell.folder.name)}
        onPointerDown={canEdit ? dragHandle({ kind: 'folder', id: cell.folder._id }) : undefined}
      />
    ) : (
      <LiveFile file={cell.file}>
        {(file) => (
          <FileView
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
    );

  // An address with a folder id that is not (or no longer) there: say so, offer the way back,
  // and offer no upload into a folder that does not exist.
  if (view.notFound) {
    return <FolderMissing inPicker={!!onAdd} onBack={() => onOpenFolder(null)} />;
  }

  return (
    <section>
      <MediaBrowserHeader
        inPicker={!!onAdd}
        account={view.account}
        canEdit={canEdit}
        onNewFolder={() => setDialog({ kind: 'new-folder' })}
        onUpload={(picked) => void uploads.upload(picked)}
      />
      <MediaBreadcrumbs trail={view.trail} onOpen={onOpenFolder} />
      <MediaToolbar query={query} onQuery={onQuery} layout={layout} onLayout={setLayout} />
      <MediaBrowserBars
        listFailed={view.failed}
        moveFailed={edits.moveFailed}
        pending={removal.pending}
        onUndo={() => void removal.undo()}
      />
      {view.loading && <Spinner label="Loading media..." />}
      {view.empty && (
        <Body1 as="p">
          {view.narrowed ? NO_MATCH_TEXT : folderId ? EMPTY_FOLDER_TEXT : EMPTY_ROOT_TEXT}
        </Body1>
      )}
      <div className={styles.gridSpace} />
      <VirtualCardGrid
        items={view.cells}
        keyOf={cellKey}
        highlightIndex={highlightIndex >= folders.length ? highlightIndex : -1}
        onRangeChange={view.onRangeChange}
        render={renderCell}
        layout={layout}
      />
      <MediaDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        tariffMap={view.account?.subscriptionInfo.tariffFeatureAvailabilityMap}
        {...edits.saves}
      />
      <UploadErrorsDialog problems={uploads.errors} onClose={uploads.clearErrors} />
    </section>
  );
}
