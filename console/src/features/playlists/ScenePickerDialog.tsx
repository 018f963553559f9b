import { useQuery } from '@apollo/client/react';
import { Body1 } from '@fluentui/react-components';
import { useMemo } from 'react';
import { RouterLink } from '../../kit/RouterLink';
import { SceneListDocument, type SceneListItemFragment } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { PickerDialog } from '../../kit/PickerDialog';
import { useSceneFiles } from '../../widgets/shared/sceneFiles';
import { SceneThumbnail } from '../../widgets/shared/SceneThumbnail';
import { newestFirst, SCENE_TYPE_LABELS } from '../scenes/list/sceneText';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Adds the chosen scene to the playlist; the dialog closes. */
  onSelect: (scene: SceneListItemFragment) => void;
}

/** The space's scenes and apps in two columns, each with its thumbnail and a Select button. */
export function ScenePickerDialog({ open, onClose, onSelect }: Props) {
  // Without types: every scene the user may read, apps included.
  const { data, loading, error } = useQuery(SceneListDocument, {
    variables: {},
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const scenes = useMemo(() => newestFirst(data?.scenes ?? []), [data]);
  const files = useSceneFiles(open ? scenes : []);

  return (
    <PickerDialog
      open={open}
      title="Add scene"
      listLabel="Scenes"
      items={data ? scenes : undefined}
      loading={loading}
      loadingLabel="Loading scenes..."
      error={error ? errorMessage(error) : null}
      empty={
        <Body1 as="p">
          There are no scenes in this space yet.{' '}
          <RouterLink inline to="/scenes">
            Create one
          </RouterLink>
        </Body1>
      }
      keyOf={(scene) => scene._id}
      nameOf={(scene) => scene.name}
      detailOf={(scene) => SCENE_TYPE_LABELS[scene.type]}
      renderPreview={(scene) => <SceneThumbnail scene={scene} files={files.files} />}
      itemTestId="scene-choice"
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
