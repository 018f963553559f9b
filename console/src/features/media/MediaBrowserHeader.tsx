import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Title2,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { ArrowUploadRegular, FolderAddRegular } from '@fluentui/react-icons';
import { useRef } from 'react';
import { LIST_FAILED_TEXT, MOVE_FAILED_TEXT, UPLOAD_BUTTON_TEXT } from './mediaText';
import { StorageUsage } from './StorageUsage';
import { ACCEPT } from './uploadFile';
import type { MediaFolderView } from './useMediaFolder';
import type { PendingDelete } from './useUndoableDelete';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalS,
  },
  // Wraps on a phone: the storage bar above, New folder and Upload beneath, all in sight.
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The media browser's top row: its title (none in the picker), the storage used, and New folder
 * and Upload for those who may edit media.
 */
export function MediaBrowserHeader({
  inPicker,
  account,
  canEdit,
  onNewFolder,
  onUpload,
}: {
  inPicker: boolean;
  account: MediaFolderView['account'];
  canEdit: boolean;
  onNewFolder: () => void;
  onUpload: (files: File[]) => void;
}) {
  const styles = useStyles();
  const restoreFocusTarget = useRestoreFocusTarget();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.header}>
      {inPicker ? <span /> : <Title2 as="h1">Media</Title2>}
      <div className={styles.actions}>
        <StorageUsage account={account} />
        {canEdit && (
          <Button icon={<FolderAddRegular />} onClick={onNewFolder} {...restoreFocusTarget}>
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
            onUpload(picked);
          }}
        />
      </div>
    </div>
  );
}

/** What went wrong with the list or a move, and the undo bar of a deletion still pending. */
export function MediaBrowserBars({
  listFailed,
  moveFailed,
  pending,
  onUndo,
}: {
  listFailed: boolean;
  moveFailed: boolean;
  pending: PendingDelete | null;
  onUndo: () => void;
}) {
  const styles = useStyles();
  return (
    <div className={styles.bars}>
      {listFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{LIST_FAILED_TEXT}</MessageBarBody>
        </MessageBar>
      )}
      {moveFailed && (
        <MessageBar intent="error">
          <MessageBarBody>{MOVE_FAILED_TEXT}</MessageBarBody>
        </MessageBar>
      )}
      {pending && (
        <MessageBar intent="info" data-testid="undo-bar">
          <MessageBarBody>
            "{pending.name}" deleted. It is removed for good in {pending.secondsLeft} s.
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={onUndo}>Undo</Button>
          </MessageBarActions>
        </MessageBar>
      )}
    </div>
  );
}
