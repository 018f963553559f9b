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
import { SHORTCUTS } from '../editor';

const useStyles = makeStyles({
  heading: {
    margin: `${tokens.spacingVerticalS} 0 ${tokens.spacingVerticalXS}`,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
  },
  table: { borderCollapse: 'collapse', width: '100%' },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'left',
    verticalAlign: 'top',
  },
  key: {
    display: 'inline-block',
    marginRight: tokens.spacingHorizontalXS,
    padding: '0 6px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

/** "Mod" is the platform's command key: ⌘ on a Mac, Ctrl elsewhere. */
const isMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');
const keyLabel = (key: string, mac = isMac()) => key.replace('Mod', mac ? '⌘' : 'Ctrl');

/**
 * Keys of the canvas itself (its list of items has the focus), beside the editor's table. The
 * canvas is one Tab stop; these move the focus, and the selection with it, between its items.
 */
const CANVAS_KEYS: readonly { id: string; keys: readonly string[]; label: string }[] = [
  { id: 'tab', keys: ['Tab'], label: 'Go to the canvas: to the selected item, else the first' },
  { id: 'next', keys: ['Page Down'], label: 'Select the next item' },
  { id: 'previous', keys: ['Page Up'], label: 'Select the previous item' },
  { id: 'first', keys: ['Home'], label: 'Select the first item' },
  { id: 'last', keys: ['End'], label: 'Select the last item' },
];

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Every keyboard shortcut, read from the same table the keys are handled by, after the keys
 * that move between the items on the canvas.
 */
export function ShortcutsDialog({ open, onClose }: Props) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
            <h3 className={styles.heading}>On the canvas</h3>
            <table className={styles.table} data-testid="canvas-keys-table">
              <tbody>
                {CANVAS_KEYS.map((entry) => (
                  <tr key={entry.id}>
                    <td className={styles.cell}>
                      {entry.keys.map((key) => (
                        <kbd key={key} className={styles.key}>
                          {key}
                        </kbd>
                      ))}
                    </td>
                    <td className={styles.cell}>{entry.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className={styles.heading}>Anywhere in the editor, outside text fields</h3>
            <table className={styles.table} data-testid="shortcuts-table">
              <tbody>
                {SHORTCUTS.map((shortcut) => (
                  <tr key={shortcut.id} data-testid={`shortcut-${shortcut.id}`}>
                    <td className={styles.cell}>
                      {shortcut.keys.map((key) => (
                        <kbd key={key} className={styles.key}>
                          {keyLabel(key)}
                        </kbd>
                      ))}
                    </td>
                    <td className={styles.cell}>{shortcut.label}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
