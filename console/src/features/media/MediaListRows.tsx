import { useSubscription } from '@apollo/client/react';
import {
  Button,
  Caption1,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  AddRegular,
  DocumentRegular,
  FolderRegular,
  MoreHorizontalRegular,
} from '@fluentui/react-icons';
import { MediaFileChangedDocument, type MediaFileFragment } from '../../graphql/generated';
import { pictureOf } from '../../shared/filePicture';
import type { MediaFolderFragment } from '../../graphql/generated';
import { FileActionsMenu, type FileAction } from './FileActionsMenu';
import { FileBadges } from './FileBadges';
import type { UploadTracking } from './FileStatusView';
import { FILE_ERROR_TEXT, INITIALIZING_TEXT, formatFileSize, processingText } from './mediaText';
import { ShareBadge } from './ShareBadge';
import { useRecheckUntilSettled } from './useRecheckUntilSettled';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    userSelect: 'none',
    '&[data-drop-active="true"]': { outline: `3px solid ${tokens.colorBrandStroke1}` },
    '&[data-dragging="true"]': { opacity: 0.5 },
  },
  highlighted: { backgroundColor: tokens.colorNeutralBackground1Selected },
  thumb: {
    width: '64px',
    height: '36px',
    flexShrink: 0,
    objectFit: 'contain',
    backgroundColor: '#000',
    color: '#fff',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
  },
  name: {
    flexGrow: 1,
    flexBasis: 0,
    minWidth: '120px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    textAlign: 'start',
  },
  folderName: { fontWeight: tokens.fontWeightSemibold },
  facts: { flexShrink: 0, color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});

interface FileRowProps {
  file: MediaFileFragment;
  upload: UploadTracking | undefined;
  canEdit: boolean;
  canPublish: boolean;
  canSeePlays: boolean;
  highlighted: boolean;
  onAction: (action: FileAction) => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  onAdd?: () => void;
}

/** Where a file stands while it is not ready, in a few words; null once it is. */
function statusText(file: MediaFileFragment, upload: UploadTracking | undefined): string | null {
  if (file.status === 'ERROR' || upload?.errorMessage) return FILE_ERROR_TEXT;
  if (file.status === 'UPLOADING') return `Uploading ${upload?.percentsUploaded ?? 0}%`;
  if (file.status === 'PROCESSING') {
    const percent = file.fileProcessingProgressPercents;
    return percent > 0 ? processingText(percent) : INITIALIZING_TEXT;
  }
  return null;
}

/** A file as one row of the list view: thumbnail, name, badges, size and its actions. */
export function FileListRow(props: FileRowProps) {
  const { file, upload, highlighted, onAction, onPointerDown, onAdd } = props;
  const styles = useStyles();
  const settled = file.status === 'READY' || file.status === 'ERROR';
  useSubscription(MediaFileChangedDocument, { variables: { id: file._id }, skip: settled });
  useRecheckUntilSettled(file._id, settled);
  const restoreFocusTarget = useRestoreFocusTarget();
  const status = statusText(file, upload);
  const picture = pictureOf(file);
  return (
    <div
      className={mergeClasses(styles.row, highlighted && styles.highlighted)}
      data-testid={`file-row-${file.originalName}`}
      data-file-status={file.status}
      onPointerDown={onPointerDown}
      onDragStart={(event) => event.preventDefault()}
    >
      <button
        type="button"
        className={styles.thumb}
        aria-label={`Preview ${file.originalName}`}
        onClick={() => onAction('preview')}
        {...restoreFocusTarget}
      >
        {picture ? (
          <img className={styles.thumb} src={picture} alt="" draggable={false} />
        ) : (
          <DocumentRegular fontSize={20} aria-hidden />
        )}
      </button>
      <Text className={styles.name} title={file.originalName}>
        {file.originalName}
      </Text>
      {status ? <Caption1 className={styles.facts}>{status}</Caption1> : <FileBadges file={file} />}
      <Caption1 className={styles.facts}>{formatFileSize(file.fileSizeInBytes)}</Caption1>
      <ShareBadge count={file.spaceIds.length} />
      {onAdd && (
        <Button
          size="small"
          appearance="primary"
          icon={<AddRegular />}
          disabledFocusable={file.status !== 'READY'}
          aria-label={`Add ${file.originalName}`}
          onClick={onAdd}
        >
          Add
        </Button>
      )}
      <FileActionsMenu
        file={file}
        canEdit={props.canEdit}
        canPublish={props.canPublish}
        canSeePlays={props.canSeePlays}
        onAction={onAction}
      />
    </div>
  );
}

interface FolderRowProps {
  folder: MediaFolderFragment;
  canEdit: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
  onShare: () => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
}

/** A folder as one row of the list view; a drop target for moves like its card. */
export function FolderListRow(props: FolderRowProps) {
  const { folder, canEdit } = props;
  const styles = useStyles();
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <div
      className={styles.row}
      data-drop-folder={folder._id}
      data-testid={`folder-row-${folder.name}`}
      onPointerDown={props.onPointerDown}
      onDragStart={(event) => event.preventDefault()}
      onDoubleClick={props.onOpen}
    >
      <span className={styles.thumb} aria-hidden>
        <FolderRegular fontSize={24} />
      </span>
      <Link
        as="button"
        appearance="subtle"
        className={mergeClasses(styles.name, styles.folderName)}
        title={folder.name}
        onClick={props.onOpen}
      >
        {folder.name}
      </Link>
      <ShareBadge count={folder.spaceIds.length} />
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={`Actions for ${folder.name}`}
            {...restoreFocusTarget}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={props.onOpen}>Open</MenuItem>
            {canEdit && <MenuItem onClick={props.onRename}>Rename</MenuItem>}
            {canEdit && <MenuItem onClick={props.onDelete}>Delete</MenuItem>}
            {canEdit && <MenuItem onClick={props.onShare}>Share to spaces</MenuItem>}
          </MenuList>
        </MenuPopover>
      </Menu>
    </div>
  );
}
