import { Field, MessageBar, MessageBarBody, Select, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { FormDialog } from '../../kit/FormDialog';
import { initialPlaylistId } from './publishChoice';

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
  /** The playlist the operator came from; without it (or if it is gone) the newest is chosen. */
  preferredPlaylistId?: string | null;
  onClose: () => void;
  /** Publishes; a rejection's message is shown in the dialog. */
  onPublish: (playlistId: string) => Promise<void>;
}

export function PublishDialog({
  open,
  deviceName,
  playlists,
  loadError,
  preferredPlaylistId,
  onClose,
  onPublish,
}: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  // Until the user picks one, the playlist they came from (else the newest) is the choice.
  const playlistId = chosen ?? initialPlaylistId(playlists, preferredPlaylistId);
  const select = useRef<HTMLSelectElement>(null);
  const hasChoices = playlists !== undefined && playlists.length > 0;

  // When the list arrives after the dialog opened, Fluent has focused the first thing there was
  // (Cancel). Move focus to the choice, where a keyboard user needs it, unless they went on.
  useEffect(() => {
    const field = select.current;
    if (!hasChoices || !field) return;
    const dialog = field.closest('[role="dialog"]');
    const focused = document.activeElement;
    if (focused === dialog || focused === dialog?.querySelector('button')) field.focus();
  }, [hasChoices]);

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
      {hasChoices && (
        <Field label="Playlist">
          <Select
            ref={select}
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
