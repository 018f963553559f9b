import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

// The createdWithSSO query-parameter flow: an identity provider signs the new user straight in, so
// the console (not the login page) greets them once. The parameter is then dropped from the
// address so a reload or a shared link does not greet again.

const CREATED_WITH_SSO_PARAM = 'createdWithSSO';
export const CREATED_WITH_SSO_NOTICE =
  'Welcome! Your account is created and you are signed in with single sign-on.';

export function CreatedWithSsoNotice() {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(() => params.has(CREATED_WITH_SSO_PARAM));

  useEffect(() => {
    if (!params.has(CREATED_WITH_SSO_PARAM)) return;
    const rest = new URLSearchParams(params);
    rest.delete(CREATED_WITH_SSO_PARAM);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  if (!shown) return null;
  return (
    <MessageBar intent="success" data-testid="created-with-sso">
      <MessageBarBody>{CREATED_WITH_SSO_NOTICE}</MessageBarBody>
      <MessageBarActions
        containerAction={
          <Button
            appearance="transparent"
            aria-label="Dismiss"
            icon={<DismissRegular />}
            onClick={() => setShown(false)}
          />
        }
      />
    </MessageBar>
  );
}
