import { useSubscription } from '@apollo/client/react';
import { Button, Card, Text, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { MediaFileChangedDocument, type MediaFileFragment } from '../../graphql/generated';
import { FileActionsMenu, type FileAction } from './FileActionsMenu';
import { FileBadges } from './FileBadges';
import { FileStatusView, type UploadTracking } from './FileStatusView';
import { useCardStyles } from './FolderCard';
import { QuotaInfoStrip } from './QuotaInfoStrip';
import { ShareBadge } from './ShareBadge';
import { useRecheckUntilSettled } from './useRecheckUntilSettled';

interface Props {
  file: MediaFileFragment;
  upload: UploadTracking | undefined;
  canEdit: boolean;
  canPublish: boolean;
  /** Whether the menu links to the file's proof-of-play report. */
  canSeePlays?: boolean;
  highlighted: boolean;
  onAction: (action: FileAction) => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  /** Picker mode: an Add button hands the file to whoever opened the picker. */
  onAdd?: () => void;
}

export type { FileAction };

/**
 * A file in the grid; while it is not ready it follows its own changes by subscription (and asks
 * again now and then, useRecheckUntilSettled). The grid scrolls a highlighted card into view
 * (VirtualCardGrid), since it may not be rendered yet.
 */
export function FileCard({
  file,
  upload,
  canEdit,
  canPublish,
  canSeePlays = false,
  highlighted,
  onAction,
  onPointerDown,
  onAdd,
}: Props) {
  const styles = useCardStyles();
  const settled = file.status === 'READY' || file.status === 'ERROR';
  // The answer lands in the normalised cache (File:_id), which re-renders this card.
  useSubscription(MediaFileChangedDocument, { variables: { id: file._id }, skip: settled });
  useRecheckUntilSettled(file._id, settled);
  // Dialogs opened from this card give focus back to the control that opened them.
  const restoreFocusTarget = useRestoreFocusTarget();
  const inError = file.status === 'ERROR' || !!upload?.errorMessage;

  return (
    <Card
      className={styles.card}
      data-testid={`file-card-${file.originalName}`}
      data-file-status={file.status}
      appearance={highlighted ? 'filled-alternative' : 'outline'}
      onPointerDown={onPointerDown}
      onDragStart={(event) => event.preventDefault()}
      // The pointer handlers make a Card a focus group one enters with Enter and cannot Tab out
      // of; its controls are ordinary tab stops instead (the media picker must reach Done).
      focusMode="off"
    >
      {/* A play quota lies over the picture's bottom edge, so every card has one height. A file
          in error does not play: its error view and Delete keep the whole picture. */}
      <div className={styles.picture}>
        {inError ? (
          // The error view has its own Delete button, which a preview button must not contain.
          <FileStatusView file={file} upload={upload} onDelete={() => onAction('delete')} />
        ) : (
          // Not a <button>: a press on the picture also starts dragging the card (useItemDrag).
          <div
            role="button"
            tabIndex={0}
            aria-label={`Preview ${file.originalName}`}
            data-testid={`preview-file-${file.originalName}`}
            onClick={() => onAction('preview')}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ' ') return;
              e.preventDefault();
              onAction('preview');
            }}
            {...restoreFocusTarget}
          >
            <FileStatusView file={file} upload={upload} onDelete={() => onAction('delete')} />
          </div>
        )}
        {file.playQuota && !inError && (
          <div className={styles.overPicture}>
            <QuotaInfoStrip quota={file.playQuota} />
          </div>
        )}
      </div>
      <FileBadges file={file} />
      <div className={styles.row}>
        <Text className={styles.name} title={file.originalName}>
          {file.originalName}
        </Text>
        <ShareBadge count={file.spaceIds.length} />
        {onAdd && (
          <Button
            size="small"
            appearance="primary"
            icon={<AddRegular />}
            // A file still processing keeps its Add in the Tab order, read as unavailable.
            disabledFocusable={file.status !== 'READY'}
            aria-label={`Add ${file.originalName}`}
            data-testid={`add-file-${file.originalName}`}
            onClick={onAdd}
          >
            Add
          </Button>
        )}
        <FileActionsMenu
          file={file}
          canEdit={canEdit}
          canPublish={canPublish}
          canSeePlays={canSeePlays}
          onAction={onAction}
        />
      </div>
    </Card>
  );
}
