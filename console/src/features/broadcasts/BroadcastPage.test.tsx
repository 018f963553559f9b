// runs isolated: it gives jsdom the layout that tabster reads (test/focusableLayout), which would
// carry over to the next file of a shared worker.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Without it the form and its question can hide itself 250 ms after it opens: see the file.
import '../../test/focusableLayout';
import { fakeApi, renderPage, user, type Handler } from '../../test/fakeApi';
import { BroadcastPage } from './BroadcastPage';
import { broadcast, OPERATOR } from '../../test/broadcasts';

const BROWSER_TIME = '2026-11-30T09:00:00Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(BROWSER_TIME));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const group = (id: string, name: string, screenCount: number) => ({
  __typename: 'ScreenGroup',
  _id: id,
  name,
  createdAt: '2026-01-01T00:00:00Z',
  screenCount,
  publishedAt: null,
  publishedContent: null,
});

/** A server with one playlist and two groups, and no broadcast yet; `handlers` add to it. */
const server = (handlers: Record<string, Handler> = {}) =>
  fakeApi({
    ActiveBroadcasts: () => ({ serverTime: BROWSER_TIME, activeBroadcasts: [] }),
    PublishableContent: () => ({
      playlists: [{ __typename: 'Playlist', _id: 'p-1', name: 'Fire drill' }],
      scenes: [],
      schedules: [],
      files: [],
    }),
    ScreenGroups: () => ({ screenGroups: [group('g-1', 'Lobby', 20), group('g-2', 'Tills', 17)] }),
    BroadcastReachPreview: () => ({
      broadcastReachPreview: {
        __typename: 'BroadcastReachPreview',
        screenCount: 48,
        offlineCount: 3,
      },
    }),
    ...handlers,
  });

const openTheForm = async () => {
  await screen.findByText(/^No broadcast is on or set/);
  await user.click(screen.getByRole('button', { name: 'Start a broadcast' }));
  return screen.findByRole('dialog', { name: 'Emergency broadcast' });
};

const theQuestion = async (form: HTMLElement) => {
  await user.click(await within(form).findByRole('button', { name: 'Start broadcast' }));
  return screen.findByTestId('confirm-delete');
};

describe('starting a broadcast', () => {
  it('says, before it starts, how many screens it takes over and how many are offline', async () => {
    renderPage(<BroadcastPage />, { api: server(), session: OPERATOR });
    const form = await openTheForm();
    const reach =
      'This takes over 48 screens now. 3 are offline and will show it when they reconnect.';
    expect((await within(form).findByTestId('broadcast-reach')).textContent).toBe(reach);
    const question = await theQuestion(form);
    expect(question.textContent).toContain(
      `${reach} Fire drill replaces what they play until the broadcast ends or is cleared.`,
    );
  });

  it('asks the server for the chosen groups’ reach, as the broadcast would take them over', async () => {
    const api = server({
      BroadcastReachPreview: ({ groupIds }) => ({
        broadcastReachPreview: {
          __typename: 'BroadcastReachPreview',
          ...(groupIds
            ? { screenCount: 35, offlineCount: 3 }
            : { screenCount: 48, offlineCount: 3 }),
        },
      }),
    });
    renderPage(<BroadcastPage />, { api, session: OPERATOR });
    const form = await openTheForm();
    await user.click(within(form).getByRole('radio', { name: 'Chosen groups' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Lobby (20)' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Tills (17)' }));
    expect(
      await within(form).findByText(
        'This takes over 35 screens now. 3 are offline and will show it when they reconnect.',
      ),
    ).toHaveProperty('dataset.testid', 'broadcast-reach');
    expect(api.sent('BroadcastReachPreview').at(-1)).toEqual({ groupIds: ['g-1', 'g-2'] });
  });

  it('shows a broadcast started now on air with Clear at once, by the server’s clock', async () => {
    // The server's clock is 3 s ahead of the browser's, and the list's next answer is slow.
    let started = false;
    const api = server({
      ActiveBroadcasts: () =>
        started ? new Promise(() => {}) : { serverTime: BROWSER_TIME, activeBroadcasts: [] },
      StartBroadcast: () => {
        started = true;
        return { startBroadcast: broadcast('b-1', '2026-11-30T09:00:03Z') };
      },
    });
    renderPage(<BroadcastPage />, { api, session: OPERATOR });
    const question = await theQuestion(await openTheForm());
    await user.click(await within(question).findByRole('button', { name: 'Start broadcast' }));
    const row = await screen.findByTestId('broadcast-row');
    within(row).getByRole('button', { name: 'Clear the broadcast of Fire drill' });
    expect(within(row).queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(row.textContent).not.toContain('not yet');
  });

  it('still offers to cancel a broadcast set for later', async () => {
    const api = server({
      ActiveBroadcasts: () => ({
        serverTime: BROWSER_TIME,
        activeBroadcasts: [broadcast('b-1', '2026-11-30T12:00:00Z')],
      }),
    });
    renderPage(<BroadcastPage />, { api, session: OPERATOR });
    const row = await screen.findByTestId('broadcast-row');
    within(row).getByRole('button', { name: 'Cancel the broadcast of Fire drill' });
  });
});
