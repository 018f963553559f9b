import { PERMISSIONS } from '@marquee/sdk/model';
import type { RouteObject } from 'react-router';
import { FEATURES } from '../../app/session/features';
import { FeatureGate } from '../../app/session/LockedFeature';
import { RequirePermission } from '../auth/RequirePermission';
import { NotificationsPage } from '../profile/NotificationsPage';
import { MyProfilePage, SecurityPage } from '../profile/ProfilePages';
import { AccountLayout } from './AccountLayout';
import { AccountSettingsPage } from './AccountSettingsPage';
import { ApiKeysPage } from './ApiKeysPage';
import { AuditLogPage } from './AuditLogPage';
import { SecurityPoliciesPage } from './SecurityPoliciesPage';
import { SpacesPage } from './SpacesPage';
import { UserRolesPage } from './UserRolesPage';
import { UsersPage } from './UsersPage';

/** /account/* (needs account management, like its menu item) and /my-profile/*, inside the shell. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account',
    element: <RequirePermission permission={PERMISSIONS.account.manage} />,
    children: [
      {
        element: <AccountLayout />,
        children: [
          { index: true, element: <AccountSettingsPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'spaces', element: <SpacesPage /> },
          {
            path: 'api-keys',
            element: (
              <FeatureGate feature={FEATURES.apiKeys}>
                <ApiKeysPage />
              </FeatureGate>
            ),
          },
          { path: 'user-roles', element: <UserRolesPage /> },
          { path: 'security-policies', element: <SecurityPoliciesPage /> },
          {
            path: 'audit-log',
            element: (
              <FeatureGate feature={FEATURES.auditLog}>
                <AuditLogPage />
              </FeatureGate>
            ),
          },
        ],
      },
    ],
  },
  { path: 'my-profile', element: <MyProfilePage /> },
  { path: 'my-profile/notifications', element: <NotificationsPage /> },
  { path: 'my-profile/security', element: <SecurityPage /> },
];
