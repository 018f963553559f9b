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

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Every keyboard shortcut, read from the same table the keys are handled by. */
export function ShortcutsDialog({ open, onClose }: Props) {
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogContent>
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
