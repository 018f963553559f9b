import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import type { MediaFileFragment } from '../../graphql/generated';

export type FileAction =
  | 'play-settings'
  | 'play-quotas'
  | 'rename'
  | 'delete'
  | 'preview'
  | 'share'
  | 'publish'
  | 'proof-of-play';

interface Props {
  file: MediaFileFragment;
  canEdit: boolean;
  canPublish: boolean;
  /** Whether the menu links to the file's proof-of-play report. */
  canSeePlays: boolean;
  onAction: (action: FileAction) => void;
}

/** What can be done with a file, in a card and in a list row alike. */
export function FileActionsMenu({ file, canEdit, canPublish, canSeePlays, onAction }: Props) {
  // Dialogs opened from the menu give focus back to the button that opened it.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<MoreHorizontalRegular />}
          aria-label={`Actions for ${file.originalName}`}
          {...restoreFocusTarget}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {canEdit && <MenuItem onClick={() => onAction('play-settings')}>Play settings</MenuItem>}
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
          {canSeePlays && (
            <MenuItem onClick={() => onAction('proof-of-play')}>Proof of play</MenuItem>
          )}
          {canEdit && <MenuItem onClick={() => onAction('delete')}>Delete</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
