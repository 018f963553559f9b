import { useMutation, useQuery } from '@apollo/client/react';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { ActingServiceAdminDocument, StopImpersonationDocument } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { useSession } from '../../shared/session/session';

/** Where Stop lands: the service admin's own session, back in the Admin Console's accounts. */
export const AFTER_STOP_PATH = '/admin/accounts';

interface Props {
  /** A whole page load, so nothing of the acted-as user's data stays in the console. */
  goTo?: (path: string) => void;
}

/**
 * On every page of a "Sign in as" session: whom the service admin acts as, where, and Stop,
 * which ends that session and signs the admin back in.
 */
export function ImpersonationBanner({ goTo = (path) => window.location.assign(path) }: Props) {
  const session = useSession();
  const { data } = useQuery(ActingServiceAdminDocument);
  const [stop, { loading }] = useMutation(StopImpersonationDocument);
  const [error, setError] = useState<string | null>(null);
  const acting = data?.actingServiceAdmin;
  if (!acting) return null;

  const onStop = async () => {
    setError(null);
    try {
      await stop();
      goTo(AFTER_STOP_PATH);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <MessageBar intent="warning" aria-label="Acting as another user" layout="multiline">
      <MessageBarBody>
        You are acting as {session.email} in {acting.accountName}
        {error ? `. Could not stop: ${error}` : ''}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" disabled={loading} onClick={() => void onStop()}>
          Stop
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
