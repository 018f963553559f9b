import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Tab,
  TabList,
  makeStyles,
  mergeClasses,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BRAND } from '../../../shared/brand';
import { useBoardDialogStyles } from '../boardDialogStyles';
import { NEW_TAB } from './menuBoardTexts';

const useStyles = makeStyles({
  /** Without an info panel the dialog is narrower and its content one column. */
  narrow: { width: 'min(900px, 95vw)' },
  single: { display: 'block', minHeight: '40vh' },
});

interface Props {
  title?: string;
  /** The info panel beside the main part: its accessible name and what it says. */
  about?: { label: string; content: ReactNode };
  /** Links shown before the help link (e.g. to the pages that manage the boards). */
  links?: ReactNode;
  /** Where "Need help? Contact support" leads; null: no help link. */
  help?: string | null;
  /** Close (the button, Escape or outside): the dialog's choices are written then. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog every board of the family is edited in: the main part, an info panel on where the
 * menu comes from, links that open in a new tab, and Close, which keeps what was chosen.
 */
export function BoardDialog({
  title = 'Edit Menu Board',
  about,
  links,
  help = BRAND.documentationUrl,
  onClose,
  children,
}: Props) {
  const styles = useBoardDialogStyles();
  const own = useStyles();
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface
        className={mergeClasses(styles.surface, !about && own.narrow)}
        backdropMotion={null}
      >
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={mergeClasses(styles.content, !about && own.single)}>
            <div className={styles.main}>{children}</div>
            {about && (
              <aside className={styles.info} aria-label={about.label}>
                {about.content}
              </aside>
            )}
          </DialogContent>
          <DialogActions className={styles.actions} fluid>
            {links}
            {help !== null && (
              <Button as="a" href={help} {...NEW_TAB} appearance="subtle">
                Need help? Contact support
              </Button>
            )}
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The tabs of where a board's menu comes from, and the chosen one's panel. */
export function SourceTabs<T extends string>({
  tabs,
  selected,
  onSelect,
  children,
}: {
  /** The tabs offered, in order, with their names. */
  tabs: readonly (readonly [value: T, name: string])[];
  selected: T;
  onSelect: (value: T) => void;
  children: ReactNode;
}) {
  const name = tabs.find(([value]) => value === selected)?.[1];
  return (
    <>
      <TabList selectedValue={selected} onTabSelect={(_e, d) => onSelect(d.value as T)}>
        {tabs.map(([value, tabName]) => (
          <Tab key={value} value={value}>
            {tabName}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" aria-label={name}>
        {children}
      </div>
    </>
  );
}
