import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SecurityPoliciesPage } from './SecurityPoliciesPage';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';

afterEach(cleanup);

const STORED = {
  minPasswordLength: 8,
  requireDigit: false,
  requireUppercase: false,
  requireSymbol: false,
  sessionLifetimeMinutes: null,
};

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

describe('/account/security-policies', () => {
  it('saves the password rules and session lifetime once something changed', async () => {
    const api = fakeApi({
      SecurityPolicies: () => ({ securityPolicies: STORED }),
      UpdateSecurityPolicies: (v) => ({
        updateSecurityPolicies: {
          minPasswordLength: (v.data as { minPasswordLength: number }).minPasswordLength,
        },
      }),
    });
    renderPage(<SecurityPoliciesPage />, { api });
    const length = await screen.findByRole('spinbutton', { name: 'Minimum password length' });
    expect(save().getAttribute('aria-disabled')).toBe('true');

    await user.clear(length);
    await user.type(length, '12');
    await user.click(screen.getByRole('checkbox', { name: 'Require a digit' }));
    await user.type(
      screen.getByRole('spinbutton', {
        name: 'Session lifetime in minutes (empty: until sign-out)',
      }),
      '480',
    );
    await user.click(save());

    await screen.findByText('Saved');
    expect(api.sent('UpdateSecurityPolicies')).toEqual([
      {
        data: {
          minPasswordLength: 12,
          requireDigit: true,
          requireUppercase: false,
          requireSymbol: false,
          sessionLifetimeMinutes: 480,
        },
      },
    ]);
    expect(save().getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the edits and shows the reason when the server refuses them', async () => {
    const api = fakeApi({
      SecurityPolicies: () => ({ securityPolicies: STORED }),
      UpdateSecurityPolicies: () => {
        throw new ApiError('The minimum password length is between 8 and 128');
      },
    });
    renderPage(<SecurityPoliciesPage />, { api });
    const length = await screen.findByRole('spinbutton', { name: 'Minimum password length' });
    await user.clear(length);
    await user.type(length, '2');
    await user.click(save());
    await screen.findByText('The minimum password length is between 8 and 128');
    await waitFor(() => expect((length as HTMLInputElement).value).toBe('2'));
    expect(save().getAttribute('aria-disabled')).toBeNull();
  });
});
