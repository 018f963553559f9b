import { Link } from '@fluentui/react-components';
import { safeReturnPath } from '../../shared/loginRedirect';
import { PublicPage } from '../../kit/PublicPage';
import { LoginForm } from './LoginForm';
import type { Credentials } from './loginValidation';
import { signInRequest } from './signInRequest';

export const TOKEN_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';
export const JUST_SIGNED_UP_NOTICE =
  'Your account is created. Confirm your e-mail with the link we sent you, then sign in.';
export const JUST_RECOVERED_NOTICE = 'Check your e-mail for the link to reset your password.';
export const JUST_CHANGED_NOTICE = 'Your password is changed. Sign in with the new one.';
export const CREATED_WITH_SSO_LOGIN_NOTICE =
  'Your account is created with single sign-on. Sign in to continue.';
export const ACCOUNT_DISABLED_NOTICE = 'This account is disabled. Contact support.';

/** The notice a query parameter (justSignedUp, tokenExpired, …) brings to the login page. */
export const loginNotice = (params: URLSearchParams): string | null =>
  params.has('accountDisabled') ? ACCOUNT_DISABLED_NOTICE : loginNoticeOfFlow(params);

const loginNoticeOfFlow = (params: URLSearchParams): string | null =>
  params.has('justSignedUp')
    ? JUST_SIGNED_UP_NOTICE
    : params.has('justRecoveredPassword')
      ? JUST_RECOVERED_NOTICE
      : params.has('justChangedPassword')
        ? JUST_CHANGED_NOTICE
        : params.has('tokenExpired')
          ? TOKEN_EXPIRED_NOTICE
          : params.has('createdWithSSO')
            ? CREATED_WITH_SSO_LOGIN_NOTICE
            : null;

interface Props {
  /** Where the browser goes once signed in; a whole page load, so no data of a former session stays. */
  goTo?: (path: string) => void;
}

/**
 * /login: signs in with the cookie session and returns the user where they were going. It needs
 * no router and no Apollo: it is the console's first page for most visitors (see main.tsx), and
 * the same component serves the in-app /login route.
 */
export function LoginPage({ goTo = (path) => window.location.replace(path) }: Props) {
  const searchParams = new URLSearchParams(window.location.search);

  const onSignIn = async ({ email, password }: Credentials) => {
    await signInRequest({ email, password });
    goTo(safeReturnPath(searchParams.get('returnPath')));
  };

  return (
    <PublicPage>
      <LoginForm
        onSignIn={onSignIn}
        notice={loginNotice(searchParams)}
        footer={
          <>
            <Link href="/password-recovery">Forgot password?</Link>
            <Link href="/sign-up">Create an account</Link>
          </>
        }
      />
    </PublicPage>
  );
}
