import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { SignInDocument } from '../../graphql/generated';
import { safeReturnPath } from '../../app/loginRedirect';
import { PublicPage } from '../../app/PublicPage';
import { RouterLink } from '../../app/RouterLink';
import { LoginForm } from './LoginForm';
import type { Credentials } from './loginValidation';

export const TOKEN_EXPIRED_NOTICE = 'Your session has expired. Please sign in again.';
export const JUST_SIGNED_UP_NOTICE =
  'Your account is created. Confirm your e-mail with the link we sent you, then sign in.';
export const JUST_RECOVERED_NOTICE = 'Check your e-mail for the link to reset your password.';
export const JUST_CHANGED_NOTICE = 'Your password is changed. Sign in with the new one.';
export const CREATED_WITH_SSO_LOGIN_NOTICE =
  'Your account is created with single sign-on. Sign in to continue.';

/** The notice a query parameter (justSignedUp, tokenExpired, …) brings to the login page. */
export const loginNotice = (params: URLSearchParams): string | null =>
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

/** /login: signs in with the cookie session and returns the user where they were going. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [signIn] = useMutation(SignInDocument);

  const onSignIn = async ({ email, password }: Credentials) => {
    await signIn({ variables: { email, password } });
    // Nothing cached while signed out (or as another user) may leak into the new session.
    await client.clearStore();
    await navigate(safeReturnPath(searchParams.get('returnPath')), { replace: true });
  };

  return (
    <PublicPage>
      <LoginForm
        onSignIn={onSignIn}
        notice={loginNotice(searchParams)}
        footer={
          <>
            <RouterLink to="/password-recovery">Forgot password?</RouterLink>
            <RouterLink to="/sign-up">Create an account</RouterLink>
          </>
        }
      />
    </PublicPage>
  );
}
