import { useQuery } from '@apollo/client/react';
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
import { MediaShareTargetsDocument } from '../../graphql/generated';
import { SAVE_FAILED_TEXT } from './mediaText';

interface Props {
  name: string;
  spaceIds: readonly string[];
  onClose: () => void;
  onSave: (spaceIds: string[]) => Promise<void>;
  /** The text for a failed save; the media screen's generic message unless given. */
  failureText?: (error: unknown) => string;
}

const genericFailure = () => SAVE_FAILED_TEXT;

/** Sharing a file, folder or scene to spaces: the spaces it is visible in. */
export function ShareDialog({
  name,
  spaceIds,
  onClose,
  onSave,
  failureText = genericFailure,
}: Props) {
  const { data, loading } = useQuery(MediaShareTargetsDocument);
  const [chosen, setChosen] = useState(() => new Set(spaceIds));
  const [failure, setFailure] = useState<string | null>(null);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const save = async () => {
    setFailure(null);
    try {
      await onSave([...chosen]);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Share "{name}"</DialogTitle>
          <DialogContent>
            {failure && (
              <MessageBar intent="error">
                <MessageBarBody>{failure}</MessageBarBody>
              </MessageBar>
            )}
            {loading && <Spinner size="tiny" />}
            {data?.spaces.map((space) => (
              <div key={space._id}>
                <Checkbox
                  label={space.name}
                  checked={chosen.has(space._id)}
                  onChange={(_, d) => toggle(space._id, d.checked === true)}
                />
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button
              appearance="primary"
              disabledFocusable={chosen.size === 0}
              onClick={() => void save()}
            >
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
