import { describe, expect, it } from 'vitest';
import { ACCOUNT_DISABLED_NOTICE, TOKEN_EXPIRED_NOTICE, loginNotice } from './LoginPage';

describe('the login page notice', () => {
  it('says a disabled account is disabled, before any other notice', () => {
    expect(loginNotice(new URLSearchParams('accountDisabled=1&tokenExpired'))).toBe(
      ACCOUNT_DISABLED_NOTICE,
    );
    expect(ACCOUNT_DISABLED_NOTICE).toBe('This account is disabled. Contact support.');
    expect(loginNotice(new URLSearchParams('tokenExpired'))).toBe(TOKEN_EXPIRED_NOTICE);
  });
});
