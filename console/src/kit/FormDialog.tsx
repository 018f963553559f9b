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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from './errorMessage';
import { SubmitButton } from './SubmitButton';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  submitTestId?: string;
  /** Besides while submitting, e.g. while nothing is chosen yet. */
  submitDisabled?: boolean;
  /** An error the caller knows of before submitting (a failed load); the submit's own wins. */
  error?: string | null;
  onClose: () => void;
  /** A rejection's message is shown in the dialog and the fields keep what was typed. */
  onSubmit: () => Promise<void>;
  children: ReactNode;
}

/** A dialog around one form: title, an error bar, fields, Cancel and a submit that waits. */
export function FormDialog({
  open,
  title,
  submitLabel,
  submitTestId,
  submitDisabled = false,
  error = null,
  onClose,
  onSubmit,
  children,
}: Props) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSubmitError(null);
    try {
      await onSubmit();
    } catch (failure) {
      setSubmitError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const shownError = submitError ?? error;

  return (
    // No open/close animation: the dialog is gone the moment it closes, so the row it changed is
    // clickable at once (a fading backdrop would swallow the next click).
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {shownError && (
                <MessageBar intent="error">
                  <MessageBarBody>{shownError}</MessageBarBody>
                </MessageBar>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <SubmitButton
                appearance="primary"
                data-testid={submitTestId}
                disabledFocusable={busy || submitDisabled}
              >
                {submitLabel}
              </SubmitButton>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
