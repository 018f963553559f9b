import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, type ReactNode } from 'react';
import { BRAND } from '../../shared/brand';
import { useSession } from '../../shared/session/session';
import { menuEntries, visibleMenuEntries, type MenuContext } from './menu';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    height: '100%',
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
  },
  brand: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  spacer: { flexGrow: 1 },
});

const ENTRIES = menuEntries(BRAND.documentationUrl);

/** The main and lower sidebar menus, filtered to what the signed-in user may see. */
export function SidebarContent({
  onNavigate,
  onSignOut,
  showBrand = true,
  spacesSwitcher,
}: {
  onNavigate?: () => void;
  onSignOut: () => void;
  showBrand?: boolean;
  /** The spaces switcher (the shell passes it; it needs the GraphQL client). */
  spacesSwitcher?: ReactNode;
}) {
  const styles = useStyles();
  const session = useSession();
  const context: MenuContext = useMemo(
    () => ({
      role: session.role,
      permissions: session.permissions,
      features: session.features,
      billingType: session.billingType,
      brand: BRAND.variant,
    }),
    [session],
  );

  return (
    <div className={styles.root}>
      {showBrand && (
        <Text as="span" size={500} weight="semibold" className={styles.brand}>
          {BRAND.productName}
        </Text>
      )}
      {spacesSwitcher}
      <SidebarNav
        label="Main"
        entries={visibleMenuEntries(ENTRIES, context, 'main')}
        onNavigate={onNavigate}
      />
      <div className={styles.spacer} />
      <SidebarNav
        label="Organization"
        entries={visibleMenuEntries(ENTRIES, context, 'lower')}
        onNavigate={onNavigate}
      />
      {session.email && (
        <UserMenu email={session.email} onSignOut={onSignOut} onNavigate={onNavigate} />
      )}
    </div>
  );
}
