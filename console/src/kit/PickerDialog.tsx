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
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  surface: { width: 'min(720px, 95vw)', maxWidth: '95vw' },
  content: { maxHeight: '65vh', overflowY: 'auto' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  cell: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

interface PickerDialogProps<T> {
  open: boolean;
  title: string;
  /** Names the list of choices for screen readers, e.g. "Scenes". */
  listLabel: string;
  /** The choices once loaded; undefined while they are not. */
  items: readonly T[] | undefined;
  loading: boolean;
  /** Shown beside the spinner while nothing is loaded yet, e.g. "Loading scenes...". */
  loadingLabel: string;
  /** A failed load, in words a person reads; shown above the choices. */
  error?: string | null;
  /** Shown when the loaded list is empty. */
  empty: ReactNode;
  keyOf: (item: T) => string;
  nameOf: (item: T) => string;
  /** A line under the name, e.g. the scene's type. */
  detailOf?: (item: T) => ReactNode;
  /** A preview before the name, e.g. a thumbnail. */
  renderPreview?: (item: T) => ReactNode;
  itemTestId?: string;
  /** The key of the choice being taken: every Select is disabled and that one spins. */
  selecting?: string | null;
  onSelect: (item: T) => void;
  onClose: () => void;
}

/**
 * A dialog to choose one thing: the choices in two columns, each with its preview, its name and a
 * Select button, and Cancel. It tells while it loads, when it failed and when there is nothing.
 */
export function PickerDialog<T>({
  open,
  title,
  listLabel,
  items,
  loading,
  loadingLabel,
  error,
  empty,
  keyOf,
  nameOf,
  detailOf,
  renderPreview,
  itemTestId,
  selecting = null,
  onSelect,
  onClose,
}: PickerDialogProps<T>) {
  const styles = useStyles();
  return (
    // No open/close animation: the choice shows in the page the moment the dialog closes.
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface className={styles.surface} backdropMotion={null}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {loading && !items && <Spinner size="small" label={loadingLabel} />}
            {items && items.length === 0 && empty}
            {items && items.length > 0 && (
              <ul className={styles.grid} aria-label={listLabel}>
                {items.map((item) => {
                  const key = keyOf(item);
                  const name = nameOf(item);
                  return (
                    <li key={key} className={styles.cell} data-testid={itemTestId}>
                      {renderPreview?.(item)}
                      <span className={styles.text}>
                        <Text weight="semibold" className={styles.name} title={name}>
                          {name}
                        </Text>
                        {detailOf && <Text size={200}>{detailOf(item)}</Text>}
                      </span>
                      <Button
                        aria-label={`Select ${name}`}
                        disabledFocusable={selecting !== null}
                        icon={selecting === key ? <Spinner size="tiny" /> : undefined}
                        onClick={() => onSelect(item)}
                      >
                        Select
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
