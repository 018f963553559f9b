import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RouterProvider } from 'react-router';
import { createApolloClient } from './apolloClient';
import { isPublicPath } from './publicRoutes';
import { loginPathFor } from './loginRedirect';
import { createAppRouter } from './router';

const router = createAppRouter();

// A lost session anywhere (expired cookie, revoked session) sends the user to sign in and back.
const client = createApolloClient(() => {
  const { pathname, search } = router.state.location;
  if (isPublicPath(pathname)) return;
  void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true });
});

export function App() {
  return (
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </FluentProvider>
  );
}
