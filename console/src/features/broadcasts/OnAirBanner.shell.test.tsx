import { ApolloProvider } from '@apollo/client/react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { AppRoutes } from '../../app/AppRoutes';
import { AppShell } from '../../app/shell/AppShell';
import { SessionContext } from '../../shared/session/session';
import { fakeApi, user } from '../../test/fakeApi';
import { inMemoryRouter } from '../../test/memoryRouter';
import { renderWithTheme } from '../../test/render';
import { broadcast, OPERATOR } from '../../test/broadcasts';

afterEach(cleanup);

it('the console’s frame says a broadcast is on air on every page, and links to it', async () => {
  const api = fakeApi({
    ShellSpaces: () => ({ spaces: [] }),
    CurrentUserSession: () => ({ currentUserSession: null, currentAccount: null }),
    CurrentPromotion: () => ({ currentPromotion: null }),
    ActiveBroadcasts: () => ({
      serverTime: new Date().toISOString(),
      activeBroadcasts: [broadcast('b-1', new Date(Date.now() - 60_000).toISOString())],
    }),
  });
  const { ui, router } = inMemoryRouter(
    '/devices',
    <AppRoutes
      routes={[
        {
          element: <AppShell />,
          children: [
            { path: '/devices', handle: { title: 'Screens' }, element: <h1>Screens</h1> },
            { path: '/broadcast', handle: { title: 'Broadcast' }, element: <h1>Broadcast</h1> },
          ],
        },
      ]}
    />,
  );
  renderWithTheme(
    <ApolloProvider client={api.client}>
      <SessionContext value={OPERATOR}>{ui}</SessionContext>
    </ApolloProvider>,
  );
  const notice = await screen.findByTestId('broadcast-on-air');
  expect(notice.textContent).toMatch(/^Emergency broadcast on air on 48 screens since /);
  await user.click(within(notice).getByRole('link', { name: 'See the broadcast' }));
  expect(router.pathname()).toBe('/broadcast');
  await screen.findByRole('heading', { name: 'Broadcast' });
  // On the broadcast page it still says so, without a link to where the user already is.
  expect(within(screen.getByTestId('broadcast-on-air')).queryByRole('link')).toBeNull();
});
