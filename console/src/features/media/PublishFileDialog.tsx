import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import { MediaPublishTargetsDocument, PublishMediaToDeviceDocument } from '../../graphql/generated';

interface Props {
  fileId: string;
  fileName: string;
  onClose: () => void;
}

/** Publishing a file to screens (needs the device manage-content permission). */
export function PublishFileDialog({ fileId, fileName, onClose }: Props) {
  const { data, loading } = useQuery(MediaPublishTargetsDocument, { fetchPolicy: 'network-only' });
  const [publish] = useMutation(PublishMediaToDeviceDocument);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const deviceId of chosen) {
        await publish({
          variables: { deviceId, content: { collectionName: 'file', entityId: fileId } },
        });
      }
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Publish "{fileName}" to screens</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {loading && <Spinner size="tiny" />}
            {data && data.devices.length === 0 && <p>There are no screens yet.</p>}
            {data?.devices.map((device) => (
              <div key={device._id}>
                <Checkbox
                  label={device.name}
                  checked={chosen.has(device._id)}
                  onChange={(_, d) => {
                    const next = new Set(chosen);
                    if (d.checked === true) next.add(device._id);
                    else next.delete(device._id);
                    setChosen(next);
                  }}
                />
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              disabledFocusable={busy || chosen.size === 0}
              onClick={() => void save()}
            >
              Publish
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
