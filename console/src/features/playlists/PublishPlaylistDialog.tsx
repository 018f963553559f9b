import { useMutation, useQuery } from '@apollo/client/react';
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
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { PublishTargetsDocument, PublishToDeviceDocument } from '../../graphql/generated';
import { publishedNotice } from '../devices/deviceCommands';

/**
 * Publishes the playlist to a screen: the dialog is for choosing the screen; once the server
 * took it, the dialog closes and the console's notice says so, as publishing from Screens does.
 */
export function PublishPlaylistDialog({
  playlistId,
  collectionName = 'playlist',
  playlistName,
  open,
  onClose,
}: {
  /** The playlist's id, or the scene's when a scene is published. */
  playlistId: string;
  /** What is published: a playlist (by default), or a scene through the same dialog. */
  collectionName?: 'playlist' | 'scene';
  playlistName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { data } = useQuery(PublishTargetsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [publish, publishing] = useMutation(PublishToDeviceDocument);
  const [deviceId, setDeviceId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const devices = data?.devicePage.items ?? [];
  const chosen = deviceId || devices[0]?._id || '';
  const close = () => {
    setError(null);
    onClose();
  };
  const submit = async () => {
    setError(null);
    try {
      await publish({
        variables: { deviceId: chosen, content: { collectionName, entityId: playlistId } },
      });
    } catch (e) {
      setError(errorMessage(e));
      return;
    }
    const screen = devices.find((d) => d._id === chosen);
    close();
    notify(publishedNotice(playlistName, screen?.name ?? 'the screen'));
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Publish to a screen</DialogTitle>
          <DialogContent>
            <Field label="Screen">
              <Select
                data-testid="publish-device-select"
                value={chosen}
                onChange={(_e, d) => setDeviceId(d.value)}
              >
                {devices.map((d) => (
                  <option key={d._id} value={d._id}>
                    {d.name} ({d.onlineStatus})
                  </option>
                ))}
              </Select>
            </Field>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button data-testid="publish-close" onClick={close}>
              Cancel
            </Button>
            <Button
              appearance="primary"
              data-testid="publish-playlist-submit"
              disabledFocusable={!chosen || publishing.loading}
              onClick={() => void submit()}
            >
              Publish
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
