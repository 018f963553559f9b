import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { user } from '../../test/fakeApi';
import { broadcast, OPERATOR } from '../../test/broadcasts';
import { renderShell } from '../../test/shell';

afterEach(cleanup);

it('the console’s frame says a broadcast is on air on every page, and links to it', async () => {
  const router = renderShell(
    OPERATOR,
    [
      { path: '/devices', title: 'Screens' },
      { path: '/broadcast', title: 'Broadcast' },
    ],
    {
      ActiveBroadcasts: () => ({
        serverTime: new Date().toISOString(),
        activeBroadcasts: [broadcast('b-1', new Date(Date.now() - 60_000).toISOString())],
      }),
    },
  );
  const notice = await screen.findByTestId('broadcast-on-air');
  expect(notice.textContent).toMatch(/^Emergency broadcast on air on 48 screens since /);
  await user.click(within(notice).getByRole('link', { name: 'See the broadcast' }));
  expect(router.pathname()).toBe('/broadcast');
  await screen.findByRole('heading', { name: 'Broadcast' });
  // On the broadcast page it still says so, without a link to where the user already is.
  expect(within(screen.getByTestId('broadcast-on-air')).queryByRole('link')).toBeNull();
});
