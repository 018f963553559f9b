import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useLocation } from 'react-router';
import { SectionNav } from '../../kit/SectionNav';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionName: { color: tokens.colorNeutralForeground3, margin: 0 },
});

const SECTION = 'My Organization';

export const ACCOUNT_TABS = [
  { path: '/account', label: 'Organization' },
  { path: '/account/users', label: 'Users' },
  { path: '/account/spaces', label: 'Spaces' },
  { path: '/account/api-keys', label: 'API keys' },
  { path: '/account/user-roles', label: 'User roles' },
  { path: '/account/security-policies', label: 'Security policies' },
  { path: '/account/audit-log', label: 'Audit log' },
] as const;

/**
 * My Organization: a navigation of links to its pages (/account/*), then the page, headed by
 * its own name (the section's name above the links says where it belongs).
 */
export function AccountLayout() {
  const styles = useStyles();
  const path = useLocation().pathname.replace(/\/$/, '');
  const page = ACCOUNT_TABS.find((tab) => tab.path === path);
  return (
    <div className={styles.root}>
      <div className={styles.section}>
        <Text as="p" weight="semibold" className={styles.sectionName}>
          {SECTION}
        </Text>
        <SectionNav label={SECTION} links={ACCOUNT_TABS} />
      </div>
      {page && <Title2 as="h1">{page.label}</Title2>}
      <Outlet />
    </div>
  );
}
