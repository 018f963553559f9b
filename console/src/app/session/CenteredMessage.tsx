import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
});

/** A full-page box for waiting and failure states outside the app shell. */
export function CenteredMessage({ children }: { children: ReactNode }) {
  return <div className={useStyles().root}>{children}</div>;
}
