import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// The partner console's pages load on demand, with their gate (the sdk's model it needs must
// not be in the entry chunk). The create and invite addresses are their page with the dialog open.

const AccountsPage = lazyPage(
  async () => (await import('./PartnerAccountsPage')).PartnerAccountsPage,
);

/** /partner-console/*: a reseller's customer accounts, inside the shell. */
export const partnerConsoleRoutes: RouteObject[] = [
  {
    path: 'partner-console',
    Component: lazyPage(async () => (await import('./PartnerConsoleGate')).PartnerConsoleGate),
    children: [
      { index: true, handle: { title: 'Partner Console' }, Component: AccountsPage },
      { path: 'accounts', handle: { title: 'Partner Console' }, Component: AccountsPage },
      {
        path: 'create-account',
        handle: { title: 'Create account' },
        Component: lazyPage(
          async () => (await import('./PartnerAccountsPage')).CreateChildAccountPage,
        ),
      },
      {
        path: 'accounts/:accountId',
        handle: { title: 'Partner account' },
        Component: lazyPage(async () => (await import('./PartnerAccountPage')).PartnerAccountPage),
      },
      {
        path: 'accounts/:accountId/invite-user',
        handle: { title: 'Invite user' },
        Component: lazyPage(async () => (await import('./PartnerAccountPage')).InviteChildUserPage),
      },
    ],
  },
];
