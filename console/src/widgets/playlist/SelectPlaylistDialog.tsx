import { useApolloClient, useQuery } from '@apollo/client/react';
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
import { useMemo, useState } from 'react';
import { useSceneFiles } from '../../features/scenes/list/sceneFiles';
import { SceneThumbnail } from '../../features/scenes/list/SceneThumbnail';
import {
  PlaylistWidgetChoicesDocument,
  PlaylistWidgetContentDocument,
  SceneListDocument,
  type SceneListItemFragment,
} from '../../graphql/generated';
import { firstSceneOf, playlistsReachingScene } from './playlistChoices';
import { readPlaylistContent, rememberPlaylistContent } from './playlistContent';

/** widgets.md §8, verbatim. */
export const PLAYLISTS_LOAD_FAILED =
  'Something went wrong. Contact our customer support, thank you.';
export const NO_PLAYLISTS = 'No playlists found.';

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
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
});

interface Props {
  /** The scene the item is in: playlists that would show it again are not offered. */
  sceneId?: string;
  /** The chosen playlist, once the editor has fetched what it plays (to time the item). */
  onSelect: (playlistId: string) => void;
  onCancel: () => void;
}

/**
 * widgets.md §2, Select a playlist: the account's playlists in two columns, each with a preview
 * thumbnail (its first scene, drawn by the player's renderer), its name and a Select button.
 */
export function SelectPlaylistDialog({ sceneId, onSelect, onCancel }: Props) {
  const styles = useStyles();
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
    <Dialog open onOpenChange={(_e, d) => !d.open && onCancel()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Select a playlist</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{PLAYLISTS_LOAD_FAILED}</MessageBarBody>
              </MessageBar>
            )}
            {loading && !data && <Spinner size="small" label="Loading playlists..." />}
            {data && choices.length === 0 && <Body1 as="p">{NO_PLAYLISTS}</Body1>}
            {choices.length > 0 && (
              <ul className={styles.grid} aria-label="Playlists">
                {choices.map(({ playlist, scene }) => (
                  <li key={playlist._id} className={styles.cell} data-testid="playlist-choice">
                    <SceneThumbnail
                      scene={scene ?? NO_SCENE}
                      files={scene ? files.files : NO_FILES}
                    />
                    <Text weight="semibold" className={styles.name} title={playlist.name}>
                      {playlist.name}
                    </Text>
                    <Button
                      aria-label={`Select ${playlist.name}`}
                      disabled={selecting !== null}
                      icon={selecting === playlist._id ? <Spinner size="tiny" /> : undefined}
                      onClick={() => void select(playlist._id)}
                    >
                      Select
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
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
