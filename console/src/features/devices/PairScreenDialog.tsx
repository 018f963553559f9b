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
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../app/errorMessage';
import { REQUIRED } from '../auth/loginValidation';

export interface PairInput {
  pairingCode: string;
  name: string;
}

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  open: boolean;
  initialCode: string;
  onClose: () => void;
  /** Pairs the screen; a rejection's message is shown in the dialog and the fields stay as typed. */
  onPair: (input: PairInput) => Promise<void>;
}

export function PairScreenDialog({ open, initialCode, onClose, onPair }: Props) {
  const styles = useStyles();
  const [values, setValues] = useState<PairInput>({ pairingCode: initialCode, name: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pairing, setPairing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = {
    pairingCode: values.pairingCode.trim() === '' ? REQUIRED : undefined,
    name: values.name.trim() === '' ? REQUIRED : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.pairingCode || errors.name) return;
    setPairing(true);
    setServerError(null);
    try {
      await onPair({ pairingCode: values.pairingCode.trim(), name: values.name.trim() });
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setPairing(false);
    }
  };

  const fieldError = (message: string | undefined) =>
    submitted && message
      ? { validationMessage: message, validationState: 'error' as const }
      : { validationState: 'none' as const };

  return (
    // No open/close animation: the dialog is gone the moment it closes, so the row it changed is
    // clickable at once (a fading backdrop would swallow the next click).
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>Pair a screen</DialogTitle>
            <DialogContent className={styles.content}>
              {serverError && (
                <MessageBar intent="error">
                  <MessageBarBody>{serverError}</MessageBarBody>
                </MessageBar>
              )}
              <Field
                label="Pairing code"
                hint="The code the screen shows, e.g. 7K3M-9QXD."
                required
                {...fieldError(errors.pairingCode)}
              >
                <Input
                  data-testid="pairing-code-input"
                  name="pairingCode"
                  autoComplete="off"
                  value={values.pairingCode}
                  onChange={(_, data) => setValues((v) => ({ ...v, pairingCode: data.value }))}
                />
              </Field>
              <Field label="Screen name" required {...fieldError(errors.name)}>
                <Input
                  data-testid="device-name-input"
                  name="name"
                  autoComplete="off"
                  value={values.name}
                  onChange={(_, data) => setValues((v) => ({ ...v, name: data.value }))}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                appearance="primary"
                data-testid="pair-submit"
                disabled={pairing}
              >
                Pair
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
