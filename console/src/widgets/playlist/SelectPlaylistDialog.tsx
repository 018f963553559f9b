import { useApolloClient, useQuery } from '@apollo/client/react';
import { Body1 } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useSceneFiles } from '../shared/sceneFiles';
import { SceneThumbnail } from '../shared/SceneThumbnail';
import {
  PlaylistWidgetChoicesDocument,
  PlaylistWidgetContentDocument,
  SceneListDocument,
  type SceneListItemFragment,
} from '../../graphql/generated';
import { PickerDialog } from '../../kit/PickerDialog';
import { firstSceneOf, playlistsReachingScene } from './playlistChoices';
import { readPlaylistContent, rememberPlaylistContent } from './playlistContent';

/** What the dialog says when the playlists cannot be loaded. */
export const PLAYLISTS_LOAD_FAILED =
  'Something went wrong. Contact our customer support, thank you.';
export const NO_PLAYLISTS = 'No playlists found.';

interface Props {
  /** The scene the item is in: playlists that would show it again are not offered. */
  sceneId?: string;
  /** The chosen playlist, once the editor has fetched what it plays (to time the item). */
  onSelect: (playlistId: string) => void;
  onCancel: () => void;
}

/**
 * Select a playlist: the account's playlists in two columns, each with a preview
 * thumbnail (its first scene, drawn by the player's renderer), its name and a Select button.
 */
export function SelectPlaylistDialog({ sceneId, onSelect, onCancel }: Props) {
  const client = useApolloClient();
  const { data, loading, error } = useQuery(PlaylistWidgetChoicesDocument, {
    fetchPolicy: 'network-only',
  });
  // Only for thumbnails and the loop check: without it the frames stay empty.
  const listed = useQuery(SceneListDocument, { variables: {}, errorPolicy: 'ignore' });
  const [selecting, setSelecting] = useState<string | null>(null);

  const choices = useMemo(() => {
    const playlists = data?.playlists ?? [];
    const scenes = new Map<string, SceneListItemFragment>(
      (listed.data?.scenes ?? []).map((scene) => [scene._id, scene]),
    );
    const byId = new Map(playlists.map((playlist) => [playlist._id, playlist]));
    const looping = sceneId ? playlistsReachingScene(sceneId, playlists, scenes) : new Set();
    return playlists
      .filter((playlist) => !looping.has(playlist._id))
      .map((playlist) => ({ playlist, scene: firstSceneOf(playlist, byId, scenes) }));
  }, [data, listed.data, sceneId]);
  const thumbnailScenes = useMemo(
    () => choices.flatMap((choice) => (choice.scene ? [choice.scene] : [])),
    [choices],
  );
  const files = useSceneFiles(thumbnailScenes);

  const select = async (playlistId: string) => {
    setSelecting(playlistId);
    try {
      const answer = await client.query({
        query: PlaylistWidgetContentDocument,
        variables: { id: playlistId },
        fetchPolicy: 'no-cache',
      });
      const content = answer.data?.playableContent
        ? readPlaylistContent(answer.data.playableContent)
        : null;
      if (content) rememberPlaylistContent(playlistId, content);
    } catch {
      // The item still shows the playlist; only its end waits until the playlist is known.
    }
    onSelect(playlistId);
  };

  return (
    <PickerDialog
      open
      title="Select a playlist"
      listLabel="Playlists"
      items={data ? choices : undefined}
      loading={loading}
      loadingLabel="Loading playlists..."
      error={error ? PLAYLISTS_LOAD_FAILED : null}
      empty={<Body1 as="p">{NO_PLAYLISTS}</Body1>}
      keyOf={({ playlist }) => playlist._id}
      nameOf={({ playlist }) => playlist.name}
      renderPreview={({ scene }) => (
        <SceneThumbnail scene={scene ?? NO_SCENE} files={scene ? files.files : NO_FILES} />
      )}
      itemTestId="playlist-choice"
      selecting={selecting}
      onSelect={({ playlist }) => void select(playlist._id)}
      onClose={onCancel}
    />
  );
}

/** A playlist without a scene to draw shows the thumbnail's empty frame: the grid stays aligned. */
const NO_SCENE: SceneListItemFragment = {
  _id: '',
  name: '',
  type: 'slides',
  duration: null,
  aspectRatioId: null,
  aspectRatio: null,
  sceneItems: [],
  spaceIds: [],
  updatedAt: '',
};
const NO_FILES = new Map<string, never>();
