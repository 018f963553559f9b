import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { errorMessage } from './errorMessage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

interface Props<T> {
  title: string;
  /** The page's main action beside its title (e.g. "New group"), when the user may take it. */
  action?: ReactNode;
  /** The section's navigation under the title. */
  nav?: ReactNode;
  /** What the list holds, for its messages: "groups" gives "Loading groups..." */
  noun: string;
  items: readonly T[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What an empty list says: what the thing is for, so a first visit learns it. */
  empty: ReactNode;
  /** The list itself, once there is at least one item. */
  children: (items: readonly T[]) => ReactNode;
  /** Dialogs and questions the page opens. */
  overlays?: ReactNode;
}

/**
 * A page that is one list: title and main action, the section's navigation, then the list, or
 * the one state that stands for it (loading, empty, or a failed load with Try again). A failed
 * reload keeps the list already shown under its error.
 */
export function ListPage<T>({
  title,
  action,
  nav,
  noun,
  items,
  loading,
  error,
  onRetry,
  empty,
  children,
  overlays,
}: Props<T>) {
  const styles = useStyles();
  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">{title}</Title2>
        {action}
      </div>
      {nav}
      {error !== undefined && error !== null && (
        <MessageBar intent="error">
          <MessageBarBody>
            Could not load the {noun}: {errorMessage(error)}{' '}
            <Button size="small" onClick={onRetry}>
              Try again
            </Button>
          </MessageBarBody>
        </MessageBar>
      )}
      {loading && !items && <Spinner label={`Loading ${noun}...`} />}
      {items && items.length === 0 && <Body1 as="p">{empty}</Body1>}
      {items && items.length > 0 && children(items)}
      {overlays}
    </section>
  );
}
