import {
  Body1,
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
} from '@fluentui/react-components';
import { useState } from 'react';
import { errorMessage } from '../../kit/errorMessage';
import type { MediaFileFragment } from '../../graphql/generated';
import { MediaBrowser } from '../media/MediaBrowser';

const useStyles = makeStyles({
  surface: { width: 'min(1100px, 95vw)', maxWidth: '95vw' },
  // The media grid renders only its visible rows: this is the box it scrolls in.
  content: { maxHeight: '65vh', overflowY: 'auto' },
  status: { flexGrow: 1 },
});

interface Props {
  open: boolean;
  onClose: () => void;
  /** Adds one file to the playlist; a rejection is shown in the dialog. */
  onAdd: (file: MediaFileFragment) => Promise<void>;
}

/**
 * The Media library as a picker: folders open inside the dialog, and each file card's Add button
 * appends that file to the playlist at once. The dialog stays open, so several files can be added.
 */
export function MediaPickerDialog({ open, onClose, onAdd }: Props) {
  const styles = useStyles();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [added, setAdded] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setAdded([]);
    setProblem(null);
    onClose();
  };
  const add = async (file: MediaFileFragment) => {
    setProblem(null);
    try {
      await onAdd(file);
      setAdded((names) => [...names, file.originalName]);
    } catch (e) {
      setProblem(errorMessage(e));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Add media</DialogTitle>
          <DialogContent className={styles.content}>
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody data-testid="media-picker-error">{problem}</MessageBarBody>
              </MessageBar>
            )}
            <MediaBrowser
              folderId={folderId}
              onOpenFolder={setFolderId}
              onAdd={(f) => void add(f)}
            />
          </DialogContent>
          <DialogActions fluid>
            <Body1 className={styles.status} data-testid="media-picker-added" aria-live="polite">
              {added.length > 0 && `Added: ${added.join(', ')}`}
            </Body1>
            <Button appearance="primary" data-testid="media-picker-done" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
