import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { ADMIN_SESSION, ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { BillingGate, NOT_SUBSCRIPTION_BILLED } from './BillingGate';
import { BillingPage } from './BillingPage';
import { leaveFor } from './leave';
import { ProviderRedirectPage } from './ProviderRedirectPage';
import { SubscribePage } from './SubscribePage';

vi.mock('./leave', () => ({ leaveFor: vi.fn() }));
afterEach(() => {
  cleanup();
  vi.mocked(leaveFor).mockClear();
});

const BILLING_SESSION = {
  ...ADMIN_SESSION,
  billingType: 'subscription',
  permissions: new Set([PERMISSIONS.account.manageBilling]),
};

const OVERVIEW = {
  provider: 'fake-subsbase',
  status: 'past_due',
  tariff: 'Standard',
  usedScreens: 2,
  subscribedScreens: 3,
  freeScreens: 1,
  isTrial: false,
  trialEndsAt: null,
  nextChargeAt: '2030-02-01T09:00:00.000Z',
  nextChargeAmount: 45,
  currency: 'EUR',
  plan: { id: 'standard', name: 'Standard', pricePerScreen: 15, currency: 'EUR' },
  invoices: [
    {
      id: 'i2',
      number: 'INV-0002',
      total: 45,
      currency: 'EUR',
      status: 'Unpaid',
      billedOn: '2030-02-01T09:00:00.000Z',
      dueOn: null,
    },
  ],
  invoicesError: null,
};

const PLANS = [
  {
    id: 'standard',
    name: 'Standard',
    tariff: 'Standard',
    pricePerScreen: 15,
    currency: 'EUR',
    features: [],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tariff: 'Enterprise',
    pricePerScreen: 25,
    currency: 'EUR',
    features: [],
  },
];

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}

describe('billing pages', () => {
  it('shows the plan, screens, next charge and invoices, and what a failed payment means', async () => {
    const api = fakeApi({ BillingOverview: () => ({ billingOverview: OVERVIEW }) });
    renderPage(<BillingPage />, { api, session: BILLING_SESSION });
    expect((await screen.findByTestId('billing-plan')).textContent).toBe('Standard');
    expect(screen.getByTestId('billing-subscribed-screens').textContent).toBe('3');
    expect(screen.getByTestId('billing-free-screens').textContent).toBe('1');
    expect(screen.getByTestId('billing-next-charge').textContent).toBe(
      '€45.00 on February 1, 2030',
    );
    expect(screen.getByTestId('billing-advice').textContent).toMatch(
      /content and screens are kept/,
    );
    screen.getByText('INV-0002');
    screen.getByTestId('pay-invoice');
  });

  it('reads justUpdatedSubscription once, shows the notice and drops it from the address', async () => {
    const api = fakeApi({
      BillingOverview: () => ({ billingOverview: { ...OVERVIEW, status: 'active' } }),
    });
    renderPage(
      <Routes>
        <Route
          path="/billing"
          element={
            <>
              <BillingPage />
              <CurrentUrl />
            </>
          }
        />
      </Routes>,
      { api, session: BILLING_SESSION, path: '/billing?justUpdatedSubscription=true&x=1' },
    );
    await screen.findByTestId('subscription-updated');
    await waitFor(() => expect(screen.getByTestId('current-url').textContent).toBe('/billing?x=1'));
    screen.getByTestId('subscription-updated');
  });

  it('sends the chosen plan and screens to the checkout and goes there', async () => {
    const api = fakeApi({
      BillingPlans: () => ({
        billingPlans: PLANS,
        billingOverview: { ...OVERVIEW, status: 'none', plan: null },
      }),
      StartSubscriptionCheckout: () => ({
        startSubscriptionCheckout: { url: '/fake-subsbase/checkout/x' },
      }),
    });
    renderPage(<SubscribePage />, { api, session: BILLING_SESSION });
    await user.click(await screen.findByRole('radio', { name: /Enterprise/ }));
    const screens = screen.getByTestId('screens-input');
    await user.clear(screens);
    await user.type(screens, '4');
    expect(screen.getByTestId('checkout-total').textContent).toBe('€100.00 a month');
    await user.click(screen.getByTestId('continue-to-payment'));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/fake-subsbase/checkout/x'));
    expect(api.sent('StartSubscriptionCheckout')).toEqual([{ planId: 'enterprise', screens: 4 }]);
  });

  it('shows a refused screen count beside its field', async () => {
    const api = fakeApi({
      BillingPlans: () => ({
        billingPlans: PLANS,
        billingOverview: { ...OVERVIEW, status: 'none', plan: null },
      }),
      StartSubscriptionCheckout: () => {
        throw new ApiError('Too many', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'screens', message: 'Too many screens for this plan' }],
        });
      },
    });
    renderPage(<SubscribePage />, { api, session: BILLING_SESSION });
    await user.click(await screen.findByTestId('continue-to-payment'));
    await screen.findByText('Too many screens for this plan');
    expect(leaveFor).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('screens-input'));
    await user.click(screen.getByTestId('continue-to-payment'));
    await screen.findByText('Screens must be a whole number from 1 to 10,000');
  });

  it('goes to the provider page a /billing/subsbase address names', async () => {
    const api = fakeApi({
      BillingPortalAddress: (v) => ({
        billingPortalAddress: { url: `/fake-subsbase/portal?page=${String(v.page)}` },
      }),
    });
    renderPage(<ProviderRedirectPage page="PAY_INVOICE" />, { api, session: BILLING_SESSION });
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('/fake-subsbase/portal?page=PAY_INVOICE'),
    );
  });

  it('is only for billing managers of subscription-billed accounts', async () => {
    const api = fakeApi({});
    const gate = (
      <Routes>
        <Route path="/billing" element={<BillingGate />}>
          <Route index element={<p>billing</p>} />
        </Route>
      </Routes>
    );
    renderPage(gate, {
      api,
      session: { ...BILLING_SESSION, billingType: 'invoice' },
      path: '/billing',
    });
    screen.getByText(NOT_SUBSCRIPTION_BILLED);
    cleanup();
    renderPage(gate, {
      api,
      session: { ...BILLING_SESSION, permissions: new Set() },
      path: '/billing',
    });
    screen.getByText('You do not have permission to open this page.');
    cleanup();
    renderPage(gate, { api, session: BILLING_SESSION, path: '/billing' });
    screen.getByText('billing');
  });
});
