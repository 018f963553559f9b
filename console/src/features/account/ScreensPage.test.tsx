import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage } from '../../test/fakeApi';
import { NO_ACCESS } from '../auth/RequirePermission';
import { AccountScreensGate } from '../auth/permissionGates';
import { ScreensPage } from './ScreensPage';

afterEach(cleanup);

const info = (overrides: Record<string, unknown> = {}) => ({
  usedScreens: 7,
  subscribedScreens: 5,
  freeScreens: 3,
  isTrial: false,
  isTrialExpired: false,
  trialEndsAt: null,
  ...overrides,
});

const api = (subscriptionInfo = info()) =>
  fakeApi({
    AccountScreens: () => ({
      currentAccount: { __typename: 'Account', _id: 'a1', subscriptionInfo },
    }),
  });

const figure = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** What a screen reader hears as the control's description (its hint and warning). */
const describedAs = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The page behind its route gate, as /account/screens renders it. */
const gated = () => (
  <Routes>
    <Route element={<AccountScreensGate />}>
      <Route path="/" element={<ScreensPage />} />
    </Route>
  </Routes>
);

describe('/account/screens', () => {
  it('shows used, subscribed, free and remaining screens and links to Billing', async () => {
    renderPage(<ScreensPage />, { api: api() });
    await screen.findByText('Screens in use');
    expect(figure('Screens in use')).toBe('7');
    expect(figure('Subscribed screens')).toBe('5');
    expect(figure('Free screens')).toBe('3');
    expect(figure('Screens left')).toBe('1');
    const used = screen.getByRole('progressbar', { name: 'Screens used' });
    expect(describedAs(used)).toBe('7 of 8 screens');
    expect(used.getAttribute('aria-valuenow')).toBe('0.875');
    const link = screen.getByRole('link', { name: 'Change your subscription in Billing' });
    expect(link.getAttribute('href')).toBe('/billing');
    expect(screen.queryByTestId('trial-notice')).toBeNull();
  });

  it('says until when a trial runs, and that an expired one has ended', async () => {
    renderPage(<ScreensPage />, {
      api: api(info({ isTrial: true, trialEndsAt: '2030-03-05T12:00:00.000Z' })),
    });
    expect((await screen.findByTestId('trial-notice')).textContent).toBe(
      'You are on a trial until March 5, 2030.',
    );
    cleanup();
    renderPage(<ScreensPage />, {
      api: api(
        info({ isTrial: true, isTrialExpired: true, trialEndsAt: '2024-01-31T12:00:00.000Z' }),
      ),
    });
    expect((await screen.findByTestId('trial-notice')).textContent).toBe(
      'Your trial ended on January 31, 2024. Subscribe to keep your screens playing.',
    );
  });

  it('warns when more screens are in use than the subscription covers', async () => {
    renderPage(<ScreensPage />, { api: api(info({ usedScreens: 12 })) });
    await screen.findByText('More screens are in use than the subscription covers.');
    expect(figure('Screens left')).toBe('0');
  });

  it('opens for billing alone or account management, and for nobody else', async () => {
    const billingOnly = {
      ...ADMIN_SESSION,
      permissions: new Set<string>([PERMISSIONS.account.manageBilling]),
    };
    renderPage(gated(), { api: api(), session: billingOnly });
    await screen.findByText('Screens in use');
    cleanup();
    renderPage(gated(), { api: api() });
    await screen.findByText('Screens in use');
    cleanup();
    const viewer = { ...ADMIN_SESSION, permissions: new Set<string>([PERMISSIONS.media.read]) };
    renderPage(gated(), { api: api(), session: viewer });
    expect(screen.getByRole('alert').textContent).toBe(NO_ACCESS);
    expect(screen.queryByText('Screens in use')).toBeNull();
  });
});
