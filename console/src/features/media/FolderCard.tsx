import {
  Button,
  Card,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  mergeClasses,
  useRestoreFocusTarget,
  tokens,
} from '@fluentui/react-components';
import { FolderRegular, MoreHorizontalRegular } from '@fluentui/react-icons';
import type { MediaFolderFragment } from '../../graphql/generated';
import { ShareBadge } from './ShareBadge';

export const useCardStyles = makeStyles({
  card: {
    width: '100%',
    // The windowed grid gives every row one height; cards fill it.
    height: '100%',
    boxSizing: 'border-box',
    userSelect: 'none',
    '&[data-drop-active="true"]': { outline: `3px solid ${tokens.colorBrandStroke1}` },
    '&[data-dragging="true"]': { opacity: 0.5 },
  },
  // Where a file card shows its picture: the folder's icon, filling the card above its name, so
  // folders and files in one row are cards of one shape.
  folderPicture: {
    flexGrow: 1,
    minHeight: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  // The picture with what lies over its bottom edge (a file's play quota).
  picture: { position: 'relative' },
  overPicture: { position: 'absolute', left: 0, right: 0, bottom: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  folderName: { fontWeight: tokens.fontWeightSemibold, textAlign: 'start' },
});

interface Props {
  folder: MediaFolderFragment;
  canEdit: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
  onShare: () => void;
  onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void;
}

export function FolderCard({
  folder,
  canEdit,
  onOpen,
  onRename,
  onDelete,
  onShare,
  onPointerDown,
}: Props) {
  const styles = useCardStyles();
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Card
      className={styles.card}
      data-drop-folder={folder._id}
      data-testid={`folder-card-${folder.name}`}
      onPointerDown={onPointerDown}
      onDragStart={(event) => event.preventDefault()}
      onDoubleClick={onOpen}
      appearance="outline"
      // As for file cards: ordinary tab stops, not a focus group that traps Tab.
      focusMode="off"
    >
      <div className={styles.folderPicture} aria-hidden>
        <FolderRegular fontSize={64} />
      </div>
      <div className={styles.row}>
        <FolderRegular fontSize={20} aria-hidden />
        {/* The name opens the folder: a tab stop that Enter follows, as a double click does. */}
        <Link
          as="button"
          appearance="subtle"
          className={mergeClasses(styles.name, styles.folderName)}
          title={folder.name}
          onClick={onOpen}
          data-testid={`open-folder-${folder.name}`}
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
              <MenuItem onClick={onOpen}>Open</MenuItem>
              {canEdit && <MenuItem onClick={onRename}>Rename</MenuItem>}
              {canEdit && <MenuItem onClick={onDelete}>Delete</MenuItem>}
              {canEdit && <MenuItem onClick={onShare}>Share to spaces</MenuItem>}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
    </Card>
  );
}
