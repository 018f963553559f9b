import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { BodyCategory } from '@marquee/sdk';
import { useState } from 'react';
import { MenuEditor } from '../menuBoard/MenuEditor';
import type { PickFile } from '../types';

const useStyles = makeStyles({
  surface: {
    width: 'min(900px, 95vw)',
    maxWidth: '95vw',
    '@media (max-width: 640px)': {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
    },
  },
  content: { minHeight: '40vh', maxHeight: '70vh', overflowY: 'auto' },
});

interface Props {
  categories: BodyCategory[];
  pickFile: PickFile;
  /** Close (the button, Escape or outside): the categories as edited. */
  onClose: (categories: BodyCategory[]) => void;
}

/**
 * widgets.md §2: the meal showcase edits its menu with the manual menu editor, without the
 * source tabs. Edits stay in the dialog and Close writes them into the item, as Edit Menu
 * Board does.
 */
export function ShowcaseMenuDialog({ categories, pickFile, onClose }: Props) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Record<string, unknown>>({ categories });
  const close = () => onClose(draft.categories as BodyCategory[]);
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && close()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>Menu</DialogTitle>
          <DialogContent className={styles.content}>
            <MenuEditor
              body={draft}
              pickFile={pickFile}
              onChange={(change) =>
                change.body && setDraft((before) => ({ ...before, ...change.body }))
              }
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
