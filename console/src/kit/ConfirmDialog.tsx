import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** The question asked before anything is deleted, the same everywhere in the console. */
export const DELETE_QUESTION = 'Are you sure about deleting item?';

interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The dialog's title and accessible name; the delete question unless given. */
  question?: string;
  /** The confirming button; "Delete" unless given. */
  confirmLabel?: string;
}

/**
 * Asks before something is done that cannot be undone: Cancel or the confirming button (Delete),
 * and Enter confirms wherever the focus is in the dialog (the confirming button has it to begin
 * with). Either answer closes it; so does Escape, as a Cancel.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  question = DELETE_QUESTION,
  confirmLabel = 'Delete',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, d) => !d.open && onCancel()}>
      <DialogSurface
        aria-label={question}
        data-testid="confirm-delete"
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          onConfirm();
        }}
      >
        <DialogBody>
          <DialogTitle>{question}</DialogTitle>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" autoFocus onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
