import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';
import { FEATURES, type Feature } from '../../shared/session/features';

// Pages load on demand (lazyPage), their gates with them (auth/permissionGates.tsx: the sdk's
// model they need must not be in the entry chunk).

/** A page shown only where the account has `feature` (the lock explains why otherwise). */
const gatedPage = (feature: Feature, page: () => Promise<ComponentType>) =>
  lazyPage(async () => {
    const [{ FeatureGate }, Page] = await Promise.all([import('../../kit/LockedFeature'), page()]);
    return function GatedPage() {
      return (
        <FeatureGate feature={feature}>
          <Page />
        </FeatureGate>
      );
    };
  });

/** The pages of /account that need account management, like the menu item. */
const accountManagementPages: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Organization' },
    Component: lazyPage(async () => (await import('./AccountSettingsPage')).AccountSettingsPage),
  },
  {
    path: 'users',
    handle: { title: 'Users' },
    Component: lazyPage(async () => (await import('./UsersPage')).UsersPage),
  },
  {
    path: 'spaces',
    handle: { title: 'Spaces' },
    Component: lazyPage(async () => (await import('./SpacesPage')).SpacesPage),
  },
  {
    path: 'api-keys',
    handle: { title: 'API keys' },
    Component: gatedPage(FEATURES.apiKeys, async () => (await import('./ApiKeysPage')).ApiKeysPage),
  },
  {
    path: 'user-roles',
    handle: { title: 'User roles' },
    Component: lazyPage(async () => (await import('./UserRolesPage')).UserRolesPage),
  },
  {
    path: 'security-policies',
    handle: { title: 'Security policies' },
    Component: lazyPage(async () => (await import('./SecurityPoliciesPage')).SecurityPoliciesPage),
  },
  {
    path: 'audit-log',
    handle: { title: 'Audit log' },
    Component: gatedPage(
      FEATURES.auditLog,
      async () => (await import('./AuditLogPage')).AuditLogPage,
    ),
  },
  {
    path: 'ai-models',
    handle: { title: 'AI models' },
    Component: lazyPage(async () => (await import('./AiModelsPage')).AiModelsPage),
  },
  {
    path: 'item-types',
    handle: { title: 'Item types' },
    Component: lazyPage(async () => (await import('./ItemTypesPage')).ItemTypesPage),
  },
];

/**
 * /account/* and /my-profile/*, inside the shell. /account/screens needs account management or
 * billing; every other page of /account needs account management.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'account',
    Component: lazyPage(async () => (await import('./AccountLayout')).AccountLayout),
    children: [
      {
        path: 'screens',
        Component: lazyPage(
          async () => (await import('../auth/permissionGates')).AccountScreensGate,
        ),
        children: [
          {
            index: true,
            handle: { title: 'Screens' },
            Component: lazyPage(async () => (await import('./ScreensPage')).ScreensPage),
          },
        ],
      },
      {
        Component: lazyPage(async () => (await import('../auth/permissionGates')).AccountGate),
        children: accountManagementPages,
      },
    ],
  },
  {
    path: 'my-profile',
    handle: { title: 'My profile' },
    Component: lazyPage(async () => (await import('../profile/ProfilePages')).MyProfilePage),
  },
  {
    path: 'my-profile/notifications',
    handle: { title: 'Notification preferences' },
    Component: lazyPage(
      async () => (await import('../profile/NotificationsPage')).NotificationsPage,
    ),
  },
  {
    path: 'my-profile/security',
    handle: { title: 'Security' },
    Component: lazyPage(async () => (await import('../profile/ProfilePages')).SecurityPage),
  },
];
