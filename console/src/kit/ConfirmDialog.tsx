import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';

/** The question asked before anything is deleted, the same everywhere in the console. */
export const DELETE_QUESTION = 'Are you sure about deleting item?';

// What cannot be undone is answered on a red button, so it is never pressed as a routine OK.
const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': {
      backgroundColor: tokens.colorStatusDangerBackground3Hover,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    ':hover:active': {
      backgroundColor: tokens.colorStatusDangerBackground3Pressed,
      color: tokens.colorNeutralForegroundOnBrand,
    },
  },
});

interface ConfirmDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The dialog's title and accessible name; the delete question unless given. */
  question?: string;
  /** A sentence under the question saying what goes, e.g. "Demo playlist will be deleted." */
  detail?: ReactNode;
  /** The confirming button; "Delete" unless given. */
  confirmLabel?: string;
  /** The answer loses something (the default): its button is red. False for a weighty but safe one. */
  danger?: boolean;
}

/**
 * Asks before something is done that cannot be undone: Cancel or the confirming button (Delete).
 * Focus starts on Cancel, the safe answer (Fluent's dialog focuses its first button). Enter on a
 * button presses that button, so Enter on Cancel cancels; Enter anywhere else in the dialog
 * confirms. Either answer closes it; so does Escape, as a Cancel.
 */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  question = DELETE_QUESTION,
  detail,
  confirmLabel = 'Delete',
  danger = true,
}: ConfirmDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_e, d) => !d.open && onCancel()}>
      <DialogSurface
        aria-label={question}
        data-testid="confirm-delete"
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          // A focused button answers for itself: Enter on Cancel must never delete.
          if (e.target instanceof HTMLElement && e.target.closest('button')) return;
          e.preventDefault();
          onConfirm();
        }}
      >
        <DialogBody>
          <DialogTitle>{question}</DialogTitle>
          {detail && <DialogContent>{detail}</DialogContent>}
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button
              appearance="primary"
              className={danger ? styles.danger : undefined}
              data-danger={danger || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** One question for useConfirm: what the dialog says and what runs once it is answered yes. */
export interface Confirmation {
  /** The delete question unless given (e.g. "Reboot Counter?"). */
  question?: string;
  detail?: ReactNode;
  confirmLabel?: string;
  /** Red unless false: see ConfirmDialog. */
  danger?: boolean;
  onConfirm: () => void;
  /** Runs when it is answered no (Cancel or Escape): for a flow that waits on the answer. */
  onCancel?: () => void;
}

/**
 * A page's one confirmation: `ask({...})` opens the dialog, `dialog` is rendered once in the
 * page. The action runs only after the confirming button (or Enter); Cancel and Escape drop it.
 */
export function useConfirm() {
  const [asked, setAsked] = useState<Confirmation | null>(null);
  const [open, setOpen] = useState(false);
  const ask = (confirmation: Confirmation) => {
    setAsked(confirmation);
    setOpen(true);
  };
  // The question stays while the dialog closes, so its text does not change as it fades.
  const dialog = (
    <ConfirmDialog
      open={open}
      question={asked?.question}
      detail={asked?.detail}
      confirmLabel={asked?.confirmLabel}
      danger={asked?.danger}
      onCancel={() => {
        if (!open) return;
        setOpen(false);
        asked?.onCancel?.();
      }}
      onConfirm={() => {
        // A second Enter while the dialog fades out must not run the action twice.
        if (!open) return;
        setOpen(false);
        asked?.onConfirm();
      }}
    />
  );
  // open: for a page that gives focus back once a flow of dialogs ends (useFocusReturn).
  return { ask, dialog, open };
}
