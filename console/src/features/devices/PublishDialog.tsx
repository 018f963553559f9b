import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errorMessage';

export interface PlaylistOption {
  _id: string;
  name: string;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

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
  const styles = useStyles();
  const [chosen, setChosen] = useState<string | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Until the user picks one, the first playlist is the choice.
  const playlistId = chosen ?? playlists?.[0]?._id ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!playlistId) return;
    setPublishing(true);
    setServerError(null);
    try {
      await onPublish(playlistId);
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setPublishing(false);
    }
  };

  const errorText = serverError ?? loadError ?? null;

  return (
    // No open/close animation: the dialog is gone the moment it closes, so the row it changed is
    // clickable at once (a fading backdrop would swallow the next click).
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{`Publish to ${deviceName}`}</DialogTitle>
            <DialogContent className={styles.content}>
              {errorText && (
                <MessageBar intent="error">
                  <MessageBarBody>{errorText}</MessageBarBody>
                </MessageBar>
              )}
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
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                appearance="primary"
                data-testid="publish-submit"
                disabled={publishing || !playlistId}
              >
                Publish
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
