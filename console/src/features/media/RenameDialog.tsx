import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../kit/SubmitButton';

interface Props {
  title: string;
  initialName: string;
  onClose: () => void;
  /** Only called with a non-empty, trimmed value: a blank name is never saved. */
  onSave: (name: string) => Promise<void>;
}

/** Rename (or name a new folder); an empty value is never saved. */
export function RenameDialog({ title, initialName, onClose, onSave }: Props) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return onClose();
    setSaving(true);
    try {
      await onSave(trimmed);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <Field
                label="Name"
                validationMessage={error ?? undefined}
                validationState={error ? 'error' : 'none'}
              >
                <Input value={name} autoFocus onChange={(_, data) => setName(data.value)} />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <SubmitButton appearance="primary" disabledFocusable={saving}>
                Save
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
