import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** widgets.md §2, word for word. */
export const DELETE_QUESTION = 'Are you sure about deleting item?';

interface Props {
  open: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

/**
 * Asks before items are removed: Cancel or Delete, and Enter confirms wherever the focus is in
 * the dialog (Delete has it to begin with). Either answer closes it.
 */
export function ConfirmDeleteDialog({ open, onCancel, onDelete }: Props) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, d) => !d.open && onCancel()}>
      <DialogSurface
        aria-label={DELETE_QUESTION}
        data-testid="confirm-delete"
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          onDelete();
        }}
      >
        <DialogBody>
          <DialogTitle>{DELETE_QUESTION}</DialogTitle>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button appearance="primary" autoFocus onClick={onDelete}>
              Delete
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
