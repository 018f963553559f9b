import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Outlet, useLocation } from 'react-router';
import { SectionNav } from '../../kit/SectionNav';
import { useSession } from '../../shared/session/session';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionName: { color: tokens.colorNeutralForeground3, margin: 0 },
});

const SECTION = 'My Organization';

const MANAGE = PERMISSIONS.account.manage;
const BILLING = PERMISSIONS.account.manageBilling;

/** Each page of My Organization and who sees its link: the permissions any one of which opens it. */
export const ACCOUNT_TABS = [
  { path: '/account', label: 'Organization', anyOf: [MANAGE] },
  { path: '/account/users', label: 'Users', anyOf: [MANAGE] },
  { path: '/account/spaces', label: 'Spaces', anyOf: [MANAGE] },
  { path: '/account/screens', label: 'Screens', anyOf: [MANAGE, BILLING] },
  { path: '/account/api-keys', label: 'API keys', anyOf: [MANAGE] },
  { path: '/account/user-roles', label: 'User roles', anyOf: [MANAGE] },
  { path: '/account/security-policies', label: 'Security policies', anyOf: [MANAGE] },
  { path: '/account/audit-log', label: 'Audit log', anyOf: [MANAGE] },
  { path: '/account/ai-models', label: 'AI models', anyOf: [MANAGE] },
  { path: '/account/item-types', label: 'Item types', anyOf: [MANAGE] },
] as const;

/**
 * My Organization: a navigation of links to its pages (/account/*), then the page, headed by
 * its own name (the section's name above the links says where it belongs).
 */
export function AccountLayout() {
  const styles = useStyles();
  const { permissions } = useSession();
  const path = useLocation().pathname.replace(/\/$/, '');
  const tabs = ACCOUNT_TABS.filter((tab) => tab.anyOf.some((p) => permissions.has(p)));
  const page = tabs.find((tab) => tab.path === path);
  return (
    <div className={styles.root}>
      {tabs.length > 0 && (
        <div className={styles.section}>
          <Text as="p" weight="semibold" className={styles.sectionName}>
            {SECTION}
          </Text>
          <SectionNav label={SECTION} links={tabs} />
        </div>
      )}
      {page && <Title2 as="h1">{page.label}</Title2>}
      <Outlet />
    </div>
  );
}
