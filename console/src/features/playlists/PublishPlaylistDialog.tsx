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
import { PublishTargetsDocument, PublishToDeviceDocument } from '../../graphql/generated';

type Phase = 'publish' | 'success';

/** Publishes the playlist to a screen: phase publish (pick, send), then success. */
export function PublishPlaylistDialog({
  playlistId,
  collectionName = 'playlist',
  open,
  onClose,
}: {
  /** The playlist's id, or the scene's when a scene is published. */
  playlistId: string;
  /** What is published: a playlist (by default), or a scene through the same dialog. */
  collectionName?: 'playlist' | 'scene';
  open: boolean;
  onClose: () => void;
}) {
  const { data } = useQuery(PublishTargetsDocument, { skip: !open, fetchPolicy: 'network-only' });
  const [publish, publishing] = useMutation(PublishToDeviceDocument);
  const [deviceId, setDeviceId] = useState('');
  const [phase, setPhase] = useState<Phase>('publish');
  const [error, setError] = useState<string | null>(null);
  const devices = data?.devicePage.items ?? [];
  const chosen = deviceId || devices[0]?._id || '';
  const close = () => {
    setPhase('publish');
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{phase === 'publish' ? 'Publish to a screen' : 'Published'}</DialogTitle>
          <DialogContent>
            {phase === 'publish' ? (
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
            ) : (
              <span data-testid="publish-success">
                The screen switches as soon as it has loaded the content.
              </span>
            )}
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button data-testid="publish-close" onClick={close}>
              {phase === 'publish' ? 'Cancel' : 'Close'}
            </Button>
            {phase === 'publish' && (
              <Button
                appearance="primary"
                data-testid="publish-playlist-submit"
                disabled={!chosen || publishing.loading}
                onClick={() =>
                  void publish({
                    variables: {
                      deviceId: chosen,
                      content: { collectionName, entityId: playlistId },
                    },
                  })
                    .then(() => setPhase('success'))
                    .catch((e: unknown) => setError(errorMessage(e)))
                }
              >
                Publish
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
