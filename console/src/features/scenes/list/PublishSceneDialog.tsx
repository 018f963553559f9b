import { PublishPlaylistDialog } from '../../playlists/PublishPlaylistDialog';

/**
 * Publishes a saved scene to a screen, which then plays it on its own, in a loop, for its
 * length. The server publishes scenes as it publishes playlists (publishToDevice with the
 * collection "scene"), so this is the playlists' dialog with a scene in it.
 */
export function PublishSceneDialog(props: {
  sceneId: string;
  sceneName: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <PublishPlaylistDialog
      collectionName="scene"
      playlistId={props.sceneId}
      playlistName={props.sceneName}
      open={props.open}
      onClose={props.onClose}
    />
  );
}
