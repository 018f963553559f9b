import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { CREATED_WITH_SSO_NOTICE, CreatedWithSsoNotice } from './CreatedWithSsoNotice';
import { CREATED_WITH_SSO_LOGIN_NOTICE, loginNotice } from './LoginPage';

afterEach(cleanup);

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

const open = (path: string) =>
  renderPage(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <CreatedWithSsoNotice />
            <Address />
          </>
        }
      />
    </Routes>,
    { api: fakeApi({}), path },
  );

describe('createdWithSSO query parameter', () => {
  it('greets a user whose account single sign-on just created, once, and drops the parameter', async () => {
    open('/devices?createdWithSSO=true&spaceId=s1');
    screen.getByText(CREATED_WITH_SSO_NOTICE);
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/devices?spaceId=s1');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(CREATED_WITH_SSO_NOTICE)).toBeNull();
  });

  it('says nothing without the parameter', () => {
    open('/devices');
    expect(screen.queryByTestId('created-with-sso')).toBeNull();
  });

  it('tells the login page to ask for the sign-in that finishes the SSO sign-up', () => {
    expect(loginNotice(new URLSearchParams('createdWithSSO=true'))).toBe(
      CREATED_WITH_SSO_LOGIN_NOTICE,
    );
    expect(loginNotice(new URLSearchParams('returnPath=%2Ffiles'))).toBeNull();
  });
});
