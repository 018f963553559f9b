import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** widgets.md §2, word for word. */
export const MENU_DELETE_QUESTION = 'Are you sure about deleting item?';

/**
 * Asks before a category, meal or extra is deleted: Cancel or Delete, Enter confirms (Delete
 * has the focus to begin with). Either answer closes it.
 */
export function ConfirmDelete({
  open,
  onCancel,
  onDelete,
}: {
  open: boolean;
  onCancel: () => void;
  onDelete: () => void;
}) {
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, d) => !d.open && onCancel()}>
      <DialogSurface
        aria-label={MENU_DELETE_QUESTION}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          onDelete();
        }}
      >
        <DialogBody>
          <DialogTitle>{MENU_DELETE_QUESTION}</DialogTitle>
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
