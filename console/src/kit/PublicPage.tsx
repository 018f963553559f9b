import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BRAND } from '../shared/brand';

const useStyles = makeStyles({
  // border-box: the padding stays inside the 100vh, so a short page has no scrollbar.
  page: {
    boxSizing: 'border-box',
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: {
    boxSizing: 'border-box',
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
  product: { margin: 0, color: tokens.colorBrandForeground1 },
});

/**
 * The centred card on a quiet background that every page outside the shell sits in, headed by
 * the product's name: someone signing in sees where.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <Text as="p" size={500} weight="bold" className={styles.product}>
          {BRAND.productName}
        </Text>
        {children}
      </div>
    </main>
  );
}
