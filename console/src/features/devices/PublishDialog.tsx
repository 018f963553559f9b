import { Field, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { FormDialog } from '../../app/FormDialog';

export interface PlaylistOption {
  _id: string;
  name: string;
}

interface Props {
  open: boolean;
  deviceName: string;
  /** undefined while the playlists load. */
  playlists: readonly PlaylistOption[] | undefined;
  loadError?: string | null;
  onClose: () => void;
  /** Publishes; a rejection's message is shown in the dialog. */
  onPublish: (playlistId: string) => Promise<void>;
}

export function PublishDialog({
  open,
  deviceName,
  playlists,
  loadError,
  onClose,
  onPublish,
}: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the user picks one, the first playlist is the choice.
  const playlistId = chosen ?? playlists?.[0]?._id ?? '';

  return (
    <FormDialog
      open={open}
      title={`Publish to ${deviceName}`}
      submitLabel="Publish"
      submitTestId="publish-submit"
      submitDisabled={!playlistId}
      error={loadError}
      onClose={onClose}
      onSubmit={() => onPublish(playlistId)}
    >
      {playlists === undefined && !loadError && (
        <Spinner size="small" label="Loading playlists..." />
      )}
      {playlists !== undefined && playlists.length === 0 && (
        <MessageBar intent="info">
          <MessageBarBody>There are no playlists to publish yet.</MessageBarBody>
        </MessageBar>
      )}
      {playlists !== undefined && playlists.length > 0 && (
        <Field label="Playlist">
          <Select
            data-testid="publish-playlist-select"
            name="playlist"
            value={playlistId}
            onChange={(_, data) => setChosen(data.value)}
          >
            {playlists.map((playlist) => (
              <option key={playlist._id} value={playlist._id}>
                {playlist.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FormDialog>
  );
}
