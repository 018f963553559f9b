import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { ImpersonationBanner } from './ImpersonationBanner';

afterEach(cleanup);

describe('the "Sign in as" banner', () => {
  it('names the user and account acted in, and Stop returns to the admin', async () => {
    const goTo = vi.fn();
    const api = fakeApi({
      ActingServiceAdmin: () => ({
        actingServiceAdmin: {
          __typename: 'ActingServiceAdmin',
          email: 'service@marquee.local',
          accountName: 'Acme Screens',
        },
      }),
      StopImpersonation: () => ({ stopImpersonation: { __typename: 'SignInResult', token: 't' } }),
    });
    renderPage(<ImpersonationBanner goTo={goTo} />, { api });
    await screen.findByText('You are acting as admin@example.com in Acme Screens');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/admin/accounts'));
    expect(api.sent('StopImpersonation')).toHaveLength(1);
  });

  it('shows nothing on a user’s own session', async () => {
    const api = fakeApi({ ActingServiceAdmin: () => ({ actingServiceAdmin: null }) });
    renderPage(<ImpersonationBanner />, { api, session: ADMIN_SESSION });
    await waitFor(() => expect(api.sent('ActingServiceAdmin')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });
});
