import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '../../kit/RouterLink';
import { AddFilesToPlaylistDocument, PlaylistEditorDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { MediaPickerDialog } from './MediaPickerDialog';
import { PlaylistItemList, useFocusAfterRemove } from './PlaylistItemList';
import {
  sceneReferenceItem,
  zoneCount,
  type EditorItem,
  type EditorLayout,
} from './playlistEditing';
import { PlaylistPreview } from './PlaylistPreview';
import { PlaylistSettingsBar } from './PlaylistSettingsBar';
import { PublishPlaylistDialog } from './PublishPlaylistDialog';
import { ScenePickerDialog } from './ScenePickerDialog';
import { usePlaylistSave } from './usePlaylistSave';
import { useCanPickScenes } from './useReferencedScenes';

const useStyles = makeStyles({
  columns: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
  },
  preview: {
    flex: '0 1 480px',
    minWidth: '280px',
    position: 'sticky',
    top: tokens.spacingVerticalM,
  },
});

const NO_ITEMS: EditorItem[] = [];

/** /playlists/{id}: name, layout, media fit and the items; every change is saved at once. */
export function PlaylistEditorPage() {
  const styles = useStyles();
  const { playlistId = '' } = useParams();
  const { data, loading, error } = useQuery(PlaylistEditorDocument, {
    variables: { id: playlistId },
  });
  const saver = usePlaylistSave(playlistId);
  const [addFiles] = useMutation(AddFilesToPlaylistDocument);
  const [adding, setAdding] = useState(false);
  const [pickingScene, setPickingScene] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const playlist = data?.playlist;
  const items = (playlist?.playlistItems as EditorItem[] | undefined) ?? NO_ITEMS;
  const canPickScenes = useCanPickScenes();
  const { list, addButton, removing } = useFocusAfterRemove(items);
  if (loading && !playlist) return <Spinner label="Loading playlist..." />;
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{errorMessage(error)}</MessageBarBody>
      </MessageBar>
    );
  if (!playlist)
    return (
      <Body1 as="p">
        This playlist does not exist.{' '}
        <RouterLink inline to="/playlists">
          Back to playlists
        </RouterLink>
      </Body1>
    );

  const saveItems = (next: EditorItem[]) => saver.save({ playlistItems: next });

  return (
    <section>
      <Title2 as="h1" data-testid="playlist-title">
        {playlist.name}
      </Title2>
      <PlaylistSettingsBar
        playlist={playlist}
        items={items}
        saver={saver}
        canPickScenes={canPickScenes}
        addButton={addButton}
        onAddMedia={() => setAdding(true)}
        onAddScene={() => setPickingScene(true)}
        onPublish={() => setPublishing(true)}
      />
      {saver.problem && (
        <MessageBar intent="error">
          <MessageBarBody data-testid="playlist-error">{saver.problem}</MessageBarBody>
        </MessageBar>
      )}
      {items.length === 0 && (
        <Body1 as="p">No items yet. Add media{canPickScenes ? ' or a scene' : ''} to start.</Body1>
      )}
      <div className={styles.columns}>
        <PlaylistItemList
          items={items}
          zones={zoneCount(playlist.layout as EditorLayout | null)}
          listRef={list}
          onRemoving={removing}
          onItemsChange={(next) => void saveItems(next)}
        />
        <div className={styles.preview}>
          <PlaylistPreview playlist={playlist} />
        </div>
      </div>
      <MediaPickerDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={async (file) => {
          await addFiles({ variables: { playlistId, fileIds: [file._id] } });
        }}
      />
      <ScenePickerDialog
        open={pickingScene}
        onClose={() => setPickingScene(false)}
        onSelect={(scene) => {
          setPickingScene(false);
          void saveItems([...items, sceneReferenceItem(scene._id)]);
        }}
      />
      <PublishPlaylistDialog
        playlistId={playlistId}
        playlistName={playlist.name}
        open={publishing}
        onClose={() => setPublishing(false)}
      />
    </section>
  );
}
