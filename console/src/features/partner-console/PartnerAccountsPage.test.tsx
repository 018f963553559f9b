import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { CreateChildAccountPage, PartnerAccountsPage } from './PartnerAccountsPage';
import { childAccount, PARTNER_SESSION } from '../../test/partnerConsoleData';

afterEach(cleanup);

const LINK = 'https://signage.example/sign-up?partnerAccountId=p-1';

function partnerServer(accounts = [childAccount('a-1', 'Northwind Cafe')]) {
  return fakeApi({
    PartnerAccounts: (v) => {
      const search = typeof v.search === 'string' ? v.search.toLowerCase() : '';
      const items = accounts.filter((a) => a.name.toLowerCase().includes(search));
      return {
        partnerAccounts: {
          __typename: 'PartnerAccountPage',
          items,
          totalCount: items.length,
          endCursor: null,
          hasNextPage: false,
        },
      };
    },
    PartnerSignUpLink: () => ({ partnerSignUpLink: LINK }),
    CreatePartnerChildAccount: (v) => {
      const input = v.input as { name: string; adminEmail: string };
      if (input.adminEmail === 'taken@example.com')
        throw new ApiError('A user with this e-mail already exists', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'adminEmail', message: 'A user with this e-mail already exists' }],
        });
      const created = childAccount('a-2', input.name);
      accounts.push(created);
      return { createPartnerChildAccount: created };
    },
  });
}

/** The create route beside the account page it leads to, as the console's routes have them. */
const createRoutes = (
  <Routes>
    <Route path="/partner-console" element={<PartnerAccountsPage />} />
    <Route path="/partner-console/create-account" element={<CreateChildAccountPage />} />
    <Route path="/partner-console/accounts/:accountId" element={<p>Account page</p>} />
  </Routes>
);

describe('/partner-console', () => {
  it('lists the child accounts with screens, storage and subscription, and the sign-up link', async () => {
    const api = partnerServer();
    renderPage(<PartnerAccountsPage />, { api, session: PARTNER_SESSION });
    const row = await screen.findByRole('row', { name: /Northwind Cafe/ });
    within(row).getByText('2 of 5 screens online');
    within(row).getByText('120 MB of 1,000 MB');
    within(row).getByText('Free tariff, subscription billing');
    within(row).getByText('2 subscribed, 3 free screens; trial until Feb 1, 2030');
    expect(within(row).getByRole('link', { name: 'Northwind Cafe' }).getAttribute('href')).toBe(
      '/partner-console/accounts/a-1',
    );
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Sign-up link' });
    expect(link.value).toBe(LINK);
    screen.getByRole('button', { name: 'Copy' });
  });

  it('searches by name', async () => {
    const api = partnerServer([childAccount('a-1', 'Northwind Cafe'), childAccount('a-2', 'Deli')]);
    renderPage(<PartnerAccountsPage />, { api, session: PARTNER_SESSION });
    await screen.findByRole('row', { name: /Deli/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'cafe');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Deli/ })).toBeNull());
    screen.getByRole('row', { name: /Northwind Cafe/ });
    expect(api.sent('PartnerAccounts').at(-1)).toMatchObject({ search: 'cafe', first: 50 });
  });

  it('hides Create account and Invite user from a partner who may only read', async () => {
    const api = partnerServer();
    const readOnly = { ...PARTNER_SESSION, permissions: new Set(['partner-accounts:read']) };
    renderPage(<PartnerAccountsPage />, { api, session: readOnly });
    await screen.findByRole('row', { name: /Northwind Cafe/ });
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Invite a user/ })).toBeNull();
  });

  it('shows the lock when the server says the feature is off', async () => {
    const api = fakeApi({
      PartnerAccounts: () => {
        throw new ApiError('locked', { code: 'FEATURE_LOCKED', tariff: 'Partner' });
      },
      PartnerSignUpLink: () => ({ partnerSignUpLink: LINK }),
    });
    renderPage(<PartnerAccountsPage />, { api, session: PARTNER_SESSION });
    const lock = await screen.findByTestId('feature-locked');
    expect(lock.textContent).toContain('To use this feature, you need to upgrade to the Partner.');
  });
});

describe('/partner-console/create-account', () => {
  it('shows errors beside the fields, the server’s too, then creates and opens the account', async () => {
    const api = partnerServer();
    renderPage(createRoutes, {
      api,
      session: PARTNER_SESSION,
      path: '/partner-console/create-account',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(api.sent('CreatePartnerChildAccount')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Harbour Deli');
    const email = within(dialog).getByRole('textbox', { name: /Administrator e-mail/ });
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    within(dialog).getByText('Incorrect e-mail format');

    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await within(dialog).findByText('A user with this e-mail already exists');

    await user.clear(email);
    await user.type(email, 'owner@harbour.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Account page');
    expect(api.sent('CreatePartnerChildAccount').at(-1)).toEqual({
      input: { name: 'Harbour Deli', adminEmail: 'owner@harbour.example' },
    });
  });

  it('Cancel goes back to the list', async () => {
    const api = partnerServer();
    renderPage(createRoutes, {
      api,
      session: PARTNER_SESSION,
      path: '/partner-console/create-account',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('row', { name: /Northwind Cafe/ });
  });
});
