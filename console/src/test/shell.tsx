import { ApolloProvider } from '@apollo/client/react';
import { AppRoutes } from '../app/AppRoutes';
import { AppShell } from '../app/shell/AppShell';
import { SessionContext, type Session } from '../shared/session/session';
import { fakeApi, type Handler } from './fakeApi';
import { inMemoryRouter } from './memoryRouter';
import { renderWithTheme } from './render';

/**
 * The console's frame at /devices, as `session` sees it, over pages that are only their heading
 * (`pages`: path and title); the shell's own queries answer empty unless `handlers` say more.
 * Returns the router, to follow where a link went.
 */
export function renderShell(
  session: Session,
  pages: readonly { path: string; title: string }[],
  handlers: Record<string, Handler> = {},
) {
  const api = fakeApi({
    ShellSpaces: () => ({ spaces: [] }),
    CurrentUserSession: () => ({ currentUserSession: null, currentAccount: null }),
    CurrentPromotion: () => ({ currentPromotion: null }),
    ...handlers,
  });
  const { ui, router } = inMemoryRouter(
    '/devices',
    <AppRoutes
      routes={[
        {
          element: <AppShell />,
          children: pages.map(({ path, title }) => ({
            path,
            handle: { title },
            element: <h1>{title}</h1>,
          })),
        },
      ]}
    />,
  );
  renderWithTheme(
    <ApolloProvider client={api.client}>
      <SessionContext value={session}>{ui}</SessionContext>
    </ApolloProvider>,
  );
  return router;
}
