import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
} from '@fluentui/react-components';
import { useState } from 'react';
import { SAVE_FAILED_TEXT } from './mediaText';

type Source = 'Converted' | 'Original';

interface Props {
  fileName: string;
  initialSource: Source;
  onClose: () => void;
  onSave: (source: Source) => Promise<void>;
}

/** Play settings: which copy players get, the Converted or the Original one (no other). */
export function PlaySettingsDialog({ fileName, initialSource, onClose, onSave }: Props) {
  const [source, setSource] = useState<Source>(initialSource);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave(source);
      onClose();
    } catch (error) {
      console.error('saving the play source failed', error);
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Play settings: {fileName}</DialogTitle>
          <DialogContent>
            {failed && (
              <MessageBar intent="error">
                <MessageBarBody>{SAVE_FAILED_TEXT}</MessageBarBody>
              </MessageBar>
            )}
            <RadioGroup
              aria-label="Playback source"
              value={source}
              onChange={(_, data) => setSource(data.value as Source)}
            >
              <Radio value="Converted" label="Converted (optimised for every screen)" />
              <Radio value="Original" label="Original (the file as uploaded)" />
            </RadioGroup>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={saving} onClick={() => void save()}>
              Save
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
