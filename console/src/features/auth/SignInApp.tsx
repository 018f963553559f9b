import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { useEffect } from 'react';
import { documentTitleFor } from '../../shared/pageTitle';
import { LoginPage } from './LoginPage';

/**
 * The console as a first visit to /login gets it: the sign-in page alone, without the router,
 * Apollo or the shell. Signing in loads the console proper at the page the user was going to.
 */
export function SignInApp() {
  useEffect(() => {
    document.title = documentTitleFor('Sign in');
  }, []);
  return (
    <FluentProvider theme={webLightTheme}>
      <LoginPage />
    </FluentProvider>
  );
}
