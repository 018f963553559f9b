import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: '100%',
    maxWidth: '420px',
    padding: tokens.spacingHorizontalXXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
});

/** The centred card every public page (sign-up, recovery, ...) sits in. */
export function PublicCard({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.card}>{children}</div>
    </main>
  );
}
