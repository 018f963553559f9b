import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// /billing/*, for the account's billing managers on subscription billing (BillingGate). The three
// /billing/subsbase/* addresses lead to the payment provider's customer portal.

const redirectTo = (page: 'UPDATE_SUBSCRIPTION' | 'CUSTOMER_PORTAL' | 'PAY_INVOICE') =>
  lazyPage(async () => {
    const { ProviderRedirectPage } = await import('./ProviderRedirectPage');
    return function ProviderRedirect() {
      return <ProviderRedirectPage page={page} />;
    };
  });

export const billingRoutes: RouteObject[] = [
  {
    path: 'billing',
    Component: lazyPage(async () => (await import('./BillingGate')).BillingGate),
    children: [
      {
        index: true,
        handle: { title: 'Billing' },
        Component: lazyPage(async () => (await import('./BillingPage')).BillingPage),
      },
      {
        path: 'subscribe',
        handle: { title: 'Choose a plan' },
        Component: lazyPage(async () => (await import('./SubscribePage')).SubscribePage),
      },
      {
        path: 'subsbase/update-subscription',
        handle: { title: 'Billing' },
        Component: redirectTo('UPDATE_SUBSCRIPTION'),
      },
      {
        path: 'subsbase/customer-portal',
        handle: { title: 'Billing' },
        Component: redirectTo('CUSTOMER_PORTAL'),
      },
      {
        path: 'subsbase/pay-invoice',
        handle: { title: 'Billing' },
        Component: redirectTo('PAY_INVOICE'),
      },
    ],
  },
];
