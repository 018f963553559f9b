import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { AccountMembers } from './AccountMembers';
import { AccountPage } from './AccountPage';
import { AccountsPage } from './AccountsPage';
import { CreateAccountPage } from './CreateAccountPage';
import { cellsOf } from '../../test/readTable';

afterEach(cleanup);

const SERVICE_ADMIN = { ...ADMIN_SESSION, role: 'ROLE_GOD' as const };

const account = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ServiceAccount',
  _id: 'a-1',
  name: 'Acme Screens',
  tariff: 'Pro',
  billingType: 'invoice',
  partnerName: 'Resell Ltd',
  createdAt: '2026-01-05T10:00:00.000Z',
  lastActivityAt: null,
  disabled: false,
  screensOnline: 3,
  screensTotal: 5,
  storageUsedMB: 1234.56,
  storageMaxMB: 5000,
  userCount: 2,
  enabledFeatures: ['schedules'],
  subscribedScreens: 5,
  freeScreens: 3,
  isTrial: false,
  trialEndsAt: null,
  enabledItemTypes: [],
  ...overrides,
});

const detail = () => ({
  serviceAccount: {
    ...account(),
    users: [
      {
        __typename: 'ServiceAccountUser',
        _id: 'u-1',
        email: 'boss@acme.example',
        role: 'ROLE_ADMIN' as const,
        userRoleName: 'Administrator',
        createdAt: '2026-01-05T10:00:00.000Z',
      },
    ],
    spaces: [{ __typename: 'Space', _id: 's-1', name: 'Default space' }],
    screens: [],
  },
  serviceAdminCatalog: { __typename: 'ServiceAdminCatalog', features: ['schedules', 'api-keys'] },
});

describe('/admin/accounts', () => {
  it('lists the accounts with their counts and asks the server to search and sort', async () => {
    const api = fakeApi({
      AdminAccounts: () => ({
        serviceAccounts: { __typename: 'ServiceAccountPage', total: 1, items: [account()] },
      }),
    });
    renderPage(<AccountsPage />, { api, session: SERVICE_ADMIN });
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const row = within(table).getByRole('link', { name: 'Acme Screens' }).closest('tr')!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Account',
      'Screens online',
      'Storage',
      'Users',
      'Tariff',
      'Billing',
      'Partner',
      'Created',
      'Last activity',
    ]);
    expect(cellsOf(row)).toEqual([
      'Acme Screens',
      '3 / 5',
      '1,234.6 / 5,000 MB',
      '2',
      'Pro',
      'Invoice',
      'Resell Ltd',
      'Jan 5, 2026',
      'Never',
    ]);
    await user.type(
      screen.getByRole('searchbox', { name: 'Search by name or user e-mail' }),
      'boss',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Most screens');
    await waitFor(() =>
      expect(api.sent('AdminAccounts').at(-1)).toEqual({
        search: 'boss',
        sort: 'screensTotal',
        direction: 'desc',
        first: 50,
        offset: 0,
      }),
    );
  });

  it('is for service admins only', () => {
    renderPage(<AccountsPage />, { api: fakeApi({}) });
    screen.getByText('This page is for service admins.');
  });
});

describe('/admin/accounts/:id', () => {
  const renderAccount = (api: ReturnType<typeof fakeApi>) =>
    renderPage(
      <Routes>
        <Route path="/admin/accounts/:id" element={<AccountPage />} />
      </Routes>,
      { api, session: SERVICE_ADMIN, path: '/admin/accounts/a-1' },
    );

  it('saves the subscription and shows a refused field beside it', async () => {
    let refuse = true;
    const api = fakeApi({
      AdminAccount: detail,
      AdminUpdateAccount: (v) => {
        if (refuse) {
          refuse = false;
          throw new ApiError('A whole number from 0 to 100,000', {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'subscribedScreens', message: 'A whole number from 0 to 100,000' },
            ],
          });
        }
        return {
          updateServiceAccount: account({
            subscribedScreens: (v.input as { subscribedScreens: number }).subscribedScreens,
          }),
        };
      },
    });
    renderAccount(api);
    const screens = await screen.findByRole('textbox', { name: 'Subscribed screens' });
    await user.clear(screens);
    await user.type(screens, '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('A whole number from 0 to 100,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('AdminUpdateAccount')).toHaveLength(2));
    expect(api.sent('AdminUpdateAccount')[1]).toMatchObject({
      id: 'a-1',
      input: { subscribedScreens: 25, tariff: 'Pro', enabledFeatures: ['schedules'] },
    });
  });

  it('asks before disabling the account', async () => {
    const api = fakeApi({
      AdminAccount: detail,
      AdminSetAccountDisabled: () => ({
        setServiceAccountDisabled: { __typename: 'ServiceAccount', _id: 'a-1', disabled: true },
      }),
    });
    renderAccount(api);
    await user.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(/its screens keep playing/);
    // Under load the question was seen drawn again (the one found first left hidden), so its
    // button is looked for among what is on screen when it is clicked.
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(api.sent('AdminSetAccountDisabled')).toEqual([{ id: 'a-1', disabled: true }]),
    );
  });
});

describe('sign in as', () => {
  it('asks for a reason, then opens the session as the user', async () => {
    const goTo = vi.fn();
    const api = fakeApi({
      AdminStartImpersonation: () => ({
        startImpersonation: { __typename: 'SignInResult', token: 't' },
      }),
    });
    renderPage(<AccountMembers account={detail().serviceAccount} goTo={goTo} />, {
      api,
      session: SERVICE_ADMIN,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in as boss@acme.example' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as' }));
    await within(dialog).findByText('Say why you sign in as this user');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Ticket 42');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    expect(api.sent('AdminStartImpersonation')).toEqual([
      { input: { userId: 'u-1', reason: 'Ticket 42' } },
    ]);
  });
});

describe('"Sign in as" reason', () => {
  it("is bounded, and the server's word on it shows beside the field", async () => {
    const api = fakeApi({
      AdminStartImpersonation: () => {
        throw new ApiError('The reason can have at most 500 characters', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'reason', message: 'The reason can have at most 500 characters' }],
        });
      },
    });
    renderPage(<AccountMembers account={detail().serviceAccount} goTo={vi.fn()} />, {
      api,
      session: SERVICE_ADMIN,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in as boss@acme.example' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason.getAttribute('maxlength')).toBe('500');
    await user.type(reason, 'Ticket 44');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as' }));
    const field = reason.closest('.fui-Field')!;
    await within(field as HTMLElement).findByText('The reason can have at most 500 characters');
  });
});

describe('/admin/accounts/create', () => {
  it('names the missing fields, then creates the account', async () => {
    const api = fakeApi({
      AdminCreateAccount: () => ({
        createServiceAccount: { __typename: 'ServiceAccount', _id: 'a-9', name: 'New Co' },
      }),
    });
    renderPage(<CreateAccountPage />, { api, session: SERVICE_ADMIN });
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(api.sent('AdminCreateAccount')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'New Co');
    await user.type(
      screen.getByRole('textbox', { name: /First administrator/ }),
      'boss@new.example',
    );
    await user.click(screen.getByRole('button', { name: 'Create and invite' }));
    await waitFor(() =>
      expect(api.sent('AdminCreateAccount')).toEqual([
        {
          input: {
            name: 'New Co',
            tariff: 'Free',
            billingType: 'subscription',
            adminEmail: 'boss@new.example',
          },
        },
      ]),
    );
  });
});
