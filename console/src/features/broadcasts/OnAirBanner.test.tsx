// runs isolated: it gives jsdom the layout that tabster reads (test/focusableLayout), which would
// carry over to the next file of a shared worker.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Without it the Clear question can hide itself 250 ms after it opens: see the file.
import '../../test/focusableLayout';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { broadcast, OPERATOR } from '../../test/broadcasts';
import { OnAirBanner } from './OnAirBanner';

const at = (hours: number, minutes: number) => new Date(2026, 10, 30, hours, minutes);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(10, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The server holds `list`; a clear takes the broadcast out of it. */
function server(list: ReturnType<typeof broadcast>[]) {
  let held = list;
  return fakeApi({
    ActiveBroadcasts: () => ({ serverTime: at(10, 0).toISOString(), activeBroadcasts: held }),
    ClearBroadcast: ({ id }) => {
      held = held.filter((b) => b._id !== id);
      return { clearBroadcast: true };
    },
  });
}

describe('the notice of a broadcast on air', () => {
  it('says on how many screens and since when, on every page, with Clear', async () => {
    renderPage(<OnAirBanner />, {
      api: server([broadcast('b-1', at(9, 5).toISOString())]),
      session: OPERATOR,
      path: '/screens',
    });
    const notice = await screen.findByTestId('broadcast-on-air');
    expect(notice.textContent).toMatch(/Emergency broadcast on air on 48 screens since 9:05\sAM/);
    expect(notice.textContent).toContain('Showing Fire drill.');
    expect(
      within(notice).getByRole('link', { name: 'See the broadcast' }).getAttribute('href'),
    ).toBe('/broadcast');
    within(notice).getByRole('button', { name: 'Clear the broadcast of Fire drill' });
  });

  it('says nothing of a broadcast set for later', async () => {
    renderPage(<OnAirBanner />, {
      api: server([
        broadcast('b-2', at(11, 0).toISOString(), 'Lockdown'),
        broadcast('b-1', at(9, 5).toISOString()),
      ]),
      session: OPERATOR,
    });
    await screen.findByTestId('broadcast-on-air');
    expect(screen.getAllByTestId('broadcast-on-air')).toHaveLength(1);
    expect(screen.queryByText(/Lockdown/)).toBeNull();
  });

  it('goes once the broadcast is cleared', async () => {
    const api = server([broadcast('b-1', at(9, 5).toISOString())]);
    renderPage(<OnAirBanner />, { api, session: OPERATOR });
    await user.click(
      await screen.findByRole('button', { name: 'Clear the broadcast of Fire drill' }),
    );
    const question = await screen.findByRole('alertdialog', { name: 'Clear the broadcast?' });
    await user.click(within(question).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(screen.queryByTestId('broadcast-on-air')).toBeNull());
    expect(api.sent('ClearBroadcast')).toEqual([{ id: 'b-1' }]);
  });
});
