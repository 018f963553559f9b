import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { FEATURES, type Feature } from '../../app/session/features';

// Pages load on demand (route `lazy`), their gates with them (auth/permissionGates.tsx: the sdk's
// model they need must not be in the entry chunk).

/** A page shown only where the account has `feature` (the lock explains why otherwise). */
const gatedPage = (feature: Feature, page: () => Promise<ComponentType>) => async () => {
  const [{ FeatureGate }, Page] = await Promise.all([
    import('../../app/session/LockedFeature'),
    page(),
  ]);
  return {
    element: (
      <FeatureGate feature={feature}>
        <Page />
      </FeatureGate>
    ),
  };
};

/** /account/* (needs account management, like its menu item) and /my-profile/*, inside the shell. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account',
    lazy: async () => ({ Component: (await import('../auth/permissionGates')).AccountGate }),
    children: [
      {
        lazy: async () => ({ Component: (await import('./AccountLayout')).AccountLayout }),
        children: [
          {
            index: true,
            handle: { title: 'Organization' },
            lazy: async () => ({
              Component: (await import('./AccountSettingsPage')).AccountSettingsPage,
            }),
          },
          {
            path: 'users',
            handle: { title: 'Users' },
            lazy: async () => ({ Component: (await import('./UsersPage')).UsersPage }),
          },
          {
            path: 'spaces',
            handle: { title: 'Spaces' },
            lazy: async () => ({ Component: (await import('./SpacesPage')).SpacesPage }),
          },
          {
            path: 'api-keys',
            handle: { title: 'API keys' },
            lazy: gatedPage(
              FEATURES.apiKeys,
              async () => (await import('./ApiKeysPage')).ApiKeysPage,
            ),
          },
          {
            path: 'user-roles',
            handle: { title: 'User roles' },
            lazy: async () => ({ Component: (await import('./UserRolesPage')).UserRolesPage }),
          },
          {
            path: 'security-policies',
            handle: { title: 'Security policies' },
            lazy: async () => ({
              Component: (await import('./SecurityPoliciesPage')).SecurityPoliciesPage,
            }),
          },
          {
            path: 'audit-log',
            handle: { title: 'Audit log' },
            lazy: gatedPage(
              FEATURES.auditLog,
              async () => (await import('./AuditLogPage')).AuditLogPage,
            ),
          },
        ],
      },
    ],
  },
  {
    path: 'my-profile',
    handle: { title: 'My profile' },
    lazy: async () => ({ Component: (await import('../profile/ProfilePages')).MyProfilePage }),
  },
  {
    path: 'my-profile/notifications',
    handle: { title: 'Notification preferences' },
    lazy: async () => ({
      Component: (await import('../profile/NotificationsPage')).NotificationsPage,
    }),
  },
  {
    path: 'my-profile/security',
    handle: { title: 'Security' },
    lazy: async () => ({ Component: (await import('../profile/ProfilePages')).SecurityPage }),
  },
];
