import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ImpersonationBanner } from '../../features/admin/ImpersonationBanner';
import { CreatedWithSsoNotice } from '../../features/auth/CreatedWithSsoNotice';
import { OnAirBanner } from '../../features/broadcasts/OnAirBanner';
import { SignOutDocument } from '../../graphql/generated';
import { BRAND } from '../../shared/brand';
import { ErrorBoundary } from '../ErrorBoundary';
import { toasterWanted } from '../../kit/notices';
import { PromotionBanner } from './PromotionBanner';
import { SidebarContent } from './SidebarContent';
import { SIDEBAR_WIDTH_PX } from './sidebarWidth';
import { SkipLink } from './SkipLink';
import { SpacesSwitcher } from './SpacesSwitcher';
import { stopSupportChat } from '../../shared/support/supportChat';
import { useNarrowScreen } from './useNarrowScreen';
import { NoPageEdgeSentinels } from './tabsterSentinels';

const NarrowMenuDrawer = lazy(() => import('./NarrowMenuDrawer'));
const AppToaster = lazy(() => import('./AppToaster'));
const MAIN_ID = 'main-content';

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh' },
  narrowRoot: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  sidebar: {
    width: `${SIDEBAR_WIDTH_PX}px`,
    flexShrink: 0,
    position: 'sticky',
    top: 0,
    height: '100vh',
    overflowY: 'auto',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    // Focus lands here from the skip link; the region itself needs no ring.
    ':focus': { outlineStyle: 'none' },
  },
});

/** Sidebar layout; under the mobile breakpoint the sidebar turns into a drawer behind a menu button. */
export function AppShell() {
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on (then it keeps its closing motion): a drawer mounted
  // before that would hold a modal in the page of someone who never opens the menu.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const showToaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get);
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signOutMutation] = useMutation(SignOutDocument);

  const signOut = async () => {
    // The chat knows who was signed in: it goes before anything else does.
    stopSupportChat();
    try {
      await signOutMutation();
    } catch (error) {
      // The session may already be gone; the user is signed out either way.
      console.warn('signOut failed', error);
    }
    await navigate('/login', { replace: true });
    await client.clearStore();
  };

  const closeDrawer = () => setDrawerOpen(false);

  // One tree for both widths, keyed, so crossing the breakpoint keeps the page (and an open dialog).
  return (
    <div className={narrow ? styles.narrowRoot : styles.root}>
      <NoPageEdgeSentinels key="no-sentinels" />
      <SkipLink key="skip-link" targetId={MAIN_ID} />
      {narrow ? (
        <header key="top-bar" className={styles.topBar}>
          <Button
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
          />
          <Text weight="semibold">{BRAND.productName}</Text>
        </header>
      ) : (
        <aside key="sidebar" className={styles.sidebar}>
          <SidebarContent onSignOut={() => void signOut()} spacesSwitcher={<SpacesSwitcher />} />
        </aside>
      )}
      {narrow && drawerUsed && (
        <Suspense key="drawer" fallback={null}>
          <NarrowMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SidebarContent
              showBrand={false}
              spacesSwitcher={<SpacesSwitcher />}
              onNavigate={closeDrawer}
              onSignOut={() => {
                closeDrawer();
                void signOut();
              }}
            />
          </NarrowMenuDrawer>
        </Suspense>
      )}
      <main key="main" className={styles.main} id={MAIN_ID} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <ImpersonationBanner />
          <OnAirBanner />
          <PromotionBanner />
          <CreatedWithSsoNotice />
          <Outlet />
        </ErrorBoundary>
      </main>
      {showToaster && (
        <Suspense key="toaster" fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </div>
  );
}
