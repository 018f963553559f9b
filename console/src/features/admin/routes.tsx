import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// The Admin Console: its home, and the service admins' (ROLE_GOD) pages that cross accounts.
// /admin/device-commands is the screens area's page (features/devices).
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    handle: { title: 'Admin Console' },
    Component: lazyPage(async () => (await import('./AdminHomePage')).AdminHomePage),
  },
  {
    path: 'admin/accounts',
    handle: { title: 'Accounts' },
    Component: lazyPage(async () => (await import('./AccountsPage')).AccountsPage),
  },
  {
    path: 'admin/accounts/create',
    handle: { title: 'Create an account' },
    Component: lazyPage(async () => (await import('./CreateAccountPage')).CreateAccountPage),
  },
  {
    path: 'admin/accounts/:id',
    handle: { title: 'Account' },
    Component: lazyPage(async () => (await import('./AccountPage')).AccountPage),
  },
  {
    path: 'admin/promotions',
    handle: { title: 'Promotions' },
    Component: lazyPage(async () => (await import('./PromotionsPage')).PromotionsPage),
  },
];
