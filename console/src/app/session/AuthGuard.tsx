import { useQuery } from '@apollo/client/react';
import { Button } from '@fluentui/react-components';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CurrentUserSessionDocument, type CurrentUserSessionQuery } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { hasErrorCode, isAccountDisabled } from '../apolloClient';
import { loginPathFor } from '../../shared/loginRedirect';
import { accountFeatures, tariffMap } from '../../shared/session/features';
import { SessionContext, type Session } from '../../shared/session/session';
import { BootSplash } from '../BootSplash';
import { CenteredMessage } from './CenteredMessage';
import { SupportChatProvider } from './SupportChat';

const toSession = (data: CurrentUserSessionQuery): Session | null => {
  const user = data.currentUserSession?.user;
  if (!user) return null;
  return {
    userId: user._id,
    email: user.email.email,
    role: user.role,
    permissions: new Set(user.userRole.permissions),
    features: accountFeatures(data.currentAccount ?? null),
    tariffs: tariffMap(data.currentAccount?.subscriptionInfo.tariffFeatureAvailabilityMap),
    billingType: data.currentAccount?.billingType ?? null,
    accountName: data.currentAccount?.name ?? null,
  };
};

/** Loads the signed-in user for everything below it, or sends the visitor to sign in. */
export function AuthGuard() {
  const location = useLocation();
  const { data, error, loading, refetch } = useQuery(CurrentUserSessionDocument);
  const session = useMemo(() => (data ? toSession(data) : null), [data]);
  const loginPath = loginPathFor(`${location.pathname}${location.search}`);

  if (hasErrorCode(error, 'UNAUTHENTICATED')) {
    const reason = isAccountDisabled(error) ? 'accountDisabled' : undefined;
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`, reason)} replace />;
  }
  if (error) {
    return (
      <CenteredMessage>
        <p role="alert">Could not load your account: {errorMessage(error)}</p>
        <Button onClick={() => void refetch()}>Try again</Button>
      </CenteredMessage>
    );
  }
  // The boot's own message, shown only if the answer is slow (BootSplash): not a second text.
  if (loading || !data) return <BootSplash />;
  if (!session) return <Navigate to={loginPath} replace />;
  return (
    <SessionContext value={session}>
      <SupportChatProvider>
        <Outlet />
      </SupportChatProvider>
    </SessionContext>
  );
}
