import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import {
  CopyRegular,
  DeleteRegular,
  MoreHorizontalRegular,
  RenameRegular,
  SendRegular,
  ShareRegular,
} from '@fluentui/react-icons';
import { RouterLink } from '../../../kit/RouterLink';
import type { SceneListItemFragment } from '../../../graphql/generated';
import { ShareBadge } from '../../media/ShareBadge';
import type { SceneFiles } from '../../../widgets/shared/sceneFiles';
import { formatSeconds, formatUpdated, SCENE_TYPE_LABELS, sceneSeconds } from './sceneText';
import { SceneThumbnail } from '../../../widgets/shared/SceneThumbnail';
import { ResponsiveTable, type TableColumn } from '../../../kit/ResponsiveTable';

export type SceneAction = 'rename' | 'duplicate' | 'share' | 'publish' | 'delete';

const useStyles = makeStyles({
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface Props {
  /** Names the table for assistive technology, e.g. "Scenes". */
  label: string;
  scenes: readonly SceneListItemFragment[];
  files: SceneFiles;
  canUpdate: boolean;
  canDelete: boolean;
  /** May publish to screens (the device manage-content permission). */
  canPublish: boolean;
  onAction: (action: SceneAction, scene: SceneListItemFragment) => void;
}

/**
 * Scenes (or apps) as a table: thumbnail, name opening the editor, type, how long it plays,
 * when it last changed, and the actions the user's role allows.
 */
export function SceneTable(props: Props) {
  const { label, scenes, files, canUpdate, canDelete, canPublish, onAction } = props;
  const styles = useStyles();
  const hasActions = canUpdate || canDelete || canPublish;
  // A dialog opened from a row's menu gives the focus back to that row's actions button.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <ResponsiveTable
      aria-label={label}
      items={scenes}
      keyOf={(scene) => scene._id}
      rowProps={(scene) => ({ 'data-testid': 'scene-row', 'data-scene-name': scene.name })}
      minTableWidth={640}
      columns={[
        {
          label: 'Preview',
          cell: (scene) => <SceneThumbnail scene={scene} files={files.files} />,
        },
        {
          label: 'Name',
          role: 'title',
          cell: (scene) => (
            <span className={styles.name}>
              <RouterLink to={`/scenes/${scene._id}`}>{scene.name}</RouterLink>
              <ShareBadge count={scene.spaceIds.length} />
            </span>
          ),
        },
        { label: 'Type', cell: (scene) => SCENE_TYPE_LABELS[scene.type] },
        {
          label: 'Duration',
          cell: (scene) => formatSeconds(sceneSeconds(scene, files.facts)),
        },
        {
          label: 'Updated',
          cell: (scene) => <time dateTime={scene.updatedAt}>{formatUpdated(scene.updatedAt)}</time>,
        },
        ...(hasActions
          ? [
              {
                label: 'Actions',
                role: 'actions',
                cell: (scene) => (
                  <Menu>
                    <MenuTrigger disableButtonEnhancement>
                      <Button
                        appearance="subtle"
                        icon={<MoreHorizontalRegular />}
                        aria-label={`Actions for ${scene.name}`}
                        {...restoreFocusTarget}
                      />
                    </MenuTrigger>
                    <MenuPopover>
                      <MenuList>
                        {canUpdate && (
                          <>
                            <MenuItem
                              icon={<RenameRegular />}
                              onClick={() => onAction('rename', scene)}
                            >
                              Rename
                            </MenuItem>
                            <MenuItem
                              icon={<CopyRegular />}
                              onClick={() => onAction('duplicate', scene)}
                            >
                              Duplicate
                            </MenuItem>
                            <MenuItem
                              icon={<ShareRegular />}
                              onClick={() => onAction('share', scene)}
                            >
                              Share to spaces
                            </MenuItem>
                          </>
                        )}
                        {canPublish && (
                          <MenuItem
                            icon={<SendRegular />}
                            onClick={() => onAction('publish', scene)}
                          >
                            Publish to a screen
                          </MenuItem>
                        )}
                        {canDelete && (
                          <MenuItem
                            icon={<DeleteRegular />}
                            onClick={() => onAction('delete', scene)}
                          >
                            Delete
                          </MenuItem>
                        )}
                      </MenuList>
                    </MenuPopover>
                  </Menu>
                ),
              } satisfies TableColumn<SceneListItemFragment>,
            ]
          : []),
      ]}
    />
  );
}
