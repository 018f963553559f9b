import { useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../app/errorMessage';
import { SceneListDocument, type SceneListItemFragment } from '../../graphql/generated';
import { useSceneFiles } from '../scenes/list/sceneFiles';
import { SceneThumbnail } from '../scenes/list/SceneThumbnail';
import { newestFirst, SCENE_TYPE_LABELS } from '../scenes/list/sceneText';

const useStyles = makeStyles({
  surface: { width: 'min(720px, 95vw)', maxWidth: '95vw' },
  content: { maxHeight: '65vh', overflowY: 'auto' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  cell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface Props {
  open: boolean;
  onClose: () => void;
  /** Adds the chosen scene to the playlist; the dialog closes. */
  onSelect: (scene: SceneListItemFragment) => void;
}

/** The space's scenes and apps in two columns, each with its thumbnail and a Select button. */
export function ScenePickerDialog({ open, onClose, onSelect }: Props) {
  const styles = useStyles();
  // Without types: every scene the user may read, apps included.
  const { data, loading, error } = useQuery(SceneListDocument, {
    variables: {},
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const scenes = useMemo(() => newestFirst(data?.scenes ?? []), [data]);
  const files = useSceneFiles(open ? scenes : []);

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Add scene</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{errorMessage(error)}</MessageBarBody>
              </MessageBar>
            )}
            {loading && !data && <Spinner size="small" label="Loading scenes..." />}
            {data && scenes.length === 0 && (
              <Body1 as="p">
                There are no scenes in this space yet. <Link to="/scenes">Create one</Link>
              </Body1>
            )}
            {scenes.length > 0 && (
              <ul className={styles.grid} aria-label="Scenes">
                {scenes.map((scene) => (
                  <li key={scene._id} className={styles.cell} data-testid="scene-choice">
                    <SceneThumbnail scene={scene} files={files.files} />
                    <span className={styles.text}>
                      <Text weight="semibold" className={styles.name} title={scene.name}>
                        {scene.name}
                      </Text>
                      <Text size={200}>{SCENE_TYPE_LABELS[scene.type]}</Text>
                    </span>
                    <Button aria-label={`Select ${scene.name}`} onClick={() => onSelect(scene)}>
                      Select
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
