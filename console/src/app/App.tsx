import { ApolloProvider } from '@apollo/client/react';
import { FluentProvider, makeStaticStyles, webLightTheme } from '@fluentui/react-components';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { createApolloClient } from './apolloClient';
import { isPublicPath } from './publicRoutes';
import { loginPathFor } from '../shared/loginRedirect';
import { ConsoleRoutes } from './router';

/** The router's navigate, for the Apollo client, which lives outside the React tree. */
let navigateInApp: ((path: string) => void) | undefined;

function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateInApp = (path) => void navigate(path, { replace: true });
    return () => {
      navigateInApp = undefined;
    };
  }, [navigate]);
  return null;
}

// A lost session anywhere (expired cookie, revoked session) sends the user to sign in and back.
const client = createApolloClient((reason) => {
  const { pathname, search } = window.location;
  if (isPublicPath(pathname)) return;
  const signIn = loginPathFor(`${pathname}${search}`, reason);
  if (navigateInApp) navigateInApp(signIn);
  else window.location.replace(signIn);
});

/**
 * Names people type (screens, groups, playlists) can be one long word, such as an asset tag
 * "OSTRAVA_SHOP03_COUNTER_QM55R_UNIT07": headings, table cells, dialog titles and toasts break
 * it inside the word rather than run it over their neighbours or off the page.
 */
const useLongWordsBreak = makeStaticStyles({
  'h1, h2, h3, td, th, .fui-ToastTitle, .fui-ToastBody': { overflowWrap: 'anywhere' },
});

/**
 * Fluent's text components (Body1, Title2, …) are inline whatever element they render: a
 * `<Title2 as="h1">` then a `<Body1 as="p">` outside a flex column ran together on one line
 * ("Page not foundThere is nothing…", "…yet.A schedule decides…"). A paragraph or heading is a
 * block, as its element says; inside a flex or grid parent it was one already.
 */
const useTextBlocksAsBlocks = makeStaticStyles({
  'p.fui-Text, h1.fui-Text, h2.fui-Text, h3.fui-Text, h4.fui-Text, h5.fui-Text, h6.fui-Text': {
    display: 'block',
  },
});

export function App() {
  useLongWordsBreak();
  useTextBlocksAsBlocks();
  return (
    <FluentProvider theme={webLightTheme}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <NavigateBridge />
          <ConsoleRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </FluentProvider>
  );
}
