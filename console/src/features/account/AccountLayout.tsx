import { Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export const ACCOUNT_TABS = [
  { path: '/account', label: 'Organization' },
  { path: '/account/users', label: 'Users' },
  { path: '/account/spaces', label: 'Spaces' },
  { path: '/account/api-keys', label: 'API keys' },
  { path: '/account/user-roles', label: 'User roles' },
  { path: '/account/security-policies', label: 'Security policies' },
  { path: '/account/audit-log', label: 'Audit log' },
] as const;

/** My Organization: one tab per /account/* page. */
export function AccountLayout() {
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <Title2 as="h1">My Organization</Title2>
      <TabList
        selectedValue={location.pathname.replace(/\/$/, '')}
        onTabSelect={(_, data) => void navigate(String(data.value))}
      >
        {ACCOUNT_TABS.map((tab) => (
          <Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <Outlet />
    </div>
  );
}
