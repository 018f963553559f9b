import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage } from '../../test/fakeApi';
import { BroadcastScreensDialog } from './BroadcastScreensDialog';

afterEach(cleanup);

const device = (id: string, name: string) => ({
  __typename: 'Device',
  _id: id,
  name,
  onlineStatus: 'online',
  lastSeenAt: '2026-11-30T08:59:00Z',
});

/** The broadcast as the server answers each time the list asks, in turn (the last repeats). */
function server(...answers: { clearedAt?: string | null; endsAt?: string | null }[]) {
  let asked = 0;
  return fakeApi({
    BroadcastScreens: () => {
      const answer = answers[Math.min(asked++, answers.length - 1)]!;
      return {
        serverTime: '2026-11-30T09:10:00Z',
        broadcast: {
          __typename: 'Broadcast',
          _id: 'b-1',
          endsAt: answer.endsAt ?? null,
          clearedAt: answer.clearedAt ?? null,
          screenCount: 2,
          acknowledgedCount: 1,
          screens: {
            __typename: 'BroadcastScreens',
            total: 2,
            items: [
              {
                __typename: 'BroadcastScreen',
                acknowledgedAt: null,
                device: device('d-2', 'Till'),
              },
              {
                __typename: 'BroadcastScreen',
                acknowledgedAt: '2026-11-30T09:00:05Z',
                device: device('d-1', 'Door'),
              },
            ],
          },
        },
      };
    },
  });
}

const open = (api: ReturnType<typeof fakeApi>) =>
  renderPage(
    <BroadcastScreensDialog broadcastId="b-1" contentName="Fire drill" onClose={() => {}} />,
    { api },
  );

describe('the screens of a broadcast', () => {
  it('names each screen and whether it shows the broadcast', async () => {
    open(server({}));
    const list = await screen.findByRole('list', { name: 'Screens' });
    expect(list.textContent).toContain('Till');
    expect(screen.getAllByTestId('broadcast-screen-state').map((s) => s.textContent)).toEqual([
      'Not showing it yet',
      expect.stringMatching(/^Showing it since Nov 30, 2026/),
    ]);
    expect(screen.queryByTestId('broadcast-over')).toBeNull();
  });

  it('says the broadcast was cleared, instead of its last list, once it is', async () => {
    open(server({ clearedAt: '2026-11-30T09:05:00Z' }));
    const over = await screen.findByTestId('broadcast-over');
    expect(over.textContent).toMatch(
      /^This broadcast was cleared at Nov 30, 2026, .*\. Its screens are back on their own content\.$/,
    );
    expect(screen.queryByRole('list', { name: 'Screens' })).toBeNull();
    expect(screen.queryByText(/of 2 screens showing it/)).toBeNull();
  });

  it('says the broadcast ended once its end has passed by the server’s clock', async () => {
    open(server({ endsAt: '2026-11-30T09:09:00Z' }));
    const over = await screen.findByTestId('broadcast-over');
    expect(over.textContent).toMatch(/^This broadcast ended at Nov 30, 2026/);
    expect(screen.queryByRole('list', { name: 'Screens' })).toBeNull();
  });

  it('keeps listing the screens while its end is still ahead', async () => {
    open(server({ endsAt: '2026-11-30T10:00:00Z' }));
    await screen.findByRole('list', { name: 'Screens' });
    expect(screen.queryByTestId('broadcast-over')).toBeNull();
  });
});
