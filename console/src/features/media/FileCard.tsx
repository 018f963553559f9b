import { useSubscription } from '@apollo/client/react';
import {
  Button,
  Card,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
} from '@fluentui/react-components';
import { AddRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import { MediaFileChangedDocument, type MediaFileFragment } from '../../graphql/generated';
import { FileStatusView, type UploadTracking } from './FileStatusView';
import { useCardStyles } from './FolderCard';
import { QuotaInfoStrip } from './QuotaInfoStrip';
import { ShareBadge } from './ShareBadge';

export type FileAction =
  'play-settings' | 'play-quotas' | 'rename' | 'delete' | 'preview' | 'share' | 'publish';

interface Props {
  file: MediaFileFragment;
  upload: UploadTracking | undefined;
  canEdit: boolean;
  canPublish: boolean;
  highlighted: boolean;
  onAction: (action: FileAction) => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
  /** Picker mode: an Add button hands the file to whoever opened the picker. */
  onAdd?: () => void;
}

/**
 * A file in the grid; while it is not ready it follows its own changes by subscription. The grid
 * scrolls a highlighted card into view (VirtualCardGrid), since it may not be rendered yet.
 */
export function FileCard({
  file,
  upload,
  canEdit,
  canPublish,
  highlighted,
  onAction,
  onPointerDown,
  onAdd,
}: Props) {
  const styles = useCardStyles();
  const settled = file.status === 'READY' || file.status === 'ERROR';
  // The answer lands in the normalised cache (File:_id), which re-renders this card.
  useSubscription(MediaFileChangedDocument, { variables: { id: file._id }, skip: settled });

  return (
    <Card
      className={styles.card}
      data-testid={`file-card-${file.originalName}`}
      data-file-status={file.status}
      appearance={highlighted ? 'filled-alternative' : 'filled'}
      onPointerDown={onPointerDown}
      onDragStart={(event) => event.preventDefault()}
    >
      <div
        role="button"
        tabIndex={0}
        onClick={() => onAction('preview')}
        onKeyDown={(e) => e.key === 'Enter' && onAction('preview')}
      >
        <FileStatusView file={file} upload={upload} onDelete={() => onAction('delete')} />
      </div>
      {file.playQuota && <QuotaInfoStrip quota={file.playQuota} />}
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
            disabled={file.status !== 'READY'}
            data-testid={`add-file-${file.originalName}`}
            onClick={onAdd}
          >
            Add
          </Button>
        )}
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <Button
              appearance="subtle"
              icon={<MoreHorizontalRegular />}
              aria-label={`Actions for ${file.originalName}`}
            />
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {canEdit && (
                <MenuItem onClick={() => onAction('play-settings')}>Play settings</MenuItem>
              )}
              {canEdit && <MenuItem onClick={() => onAction('play-quotas')}>Play quotas</MenuItem>}
              <MenuItem
                onClick={() => {
                  const link = document.createElement('a');
                  link.href = file.downloadUrl;
                  link.download = file.originalName;
                  link.click();
                }}
              >
                Download
              </MenuItem>
              {canEdit && <MenuItem onClick={() => onAction('rename')}>Rename</MenuItem>}
              {canEdit && <MenuItem onClick={() => onAction('share')}>Share to spaces</MenuItem>}
              {canPublish && file.status === 'READY' && (
                <MenuItem onClick={() => onAction('publish')}>Publish to screens</MenuItem>
              )}
              {canEdit && <MenuItem onClick={() => onAction('delete')}>Delete</MenuItem>}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </Card>
  );
}
