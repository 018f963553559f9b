import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../../test/fakeApi';
import { LogsPanel } from './LogsPanel';

afterEach(cleanup);

type Line = { _id: string; level: string; message: string; loggedAt: string };

/** 120 lines, newest first, every fourth a warning and every tenth a crash. */
const LINES: Line[] = Array.from({ length: 120 }, (_, i) => {
  const n = 119 - i;
  return {
    _id: `l${String(n).padStart(3, '0')}`,
    level: n % 10 === 0 ? 'crash' : n % 4 === 0 ? 'warn' : 'info',
    message: `line ${n}`,
    loggedAt: new Date(Date.UTC(2026, 10, 28, 11, 0, n)).toISOString(),
  };
});

function server(lines = LINES) {
  return fakeApi({
    DeviceLogsPanel: ({ levels, before, limit }) => {
      const matching = lines.filter(
        (l) => !Array.isArray(levels) || (levels as string[]).includes(l.level),
      );
      const start = before ? matching.findIndex((l) => l._id === before) + 1 : 0;
      const page = matching.slice(start, start + Number(limit));
      return {
        device: {
          __typename: 'Device',
          _id: 'd1',
          logs: {
            __typename: 'DeviceLogPage',
            entries: page.map((l) => ({ __typename: 'DeviceLogEntry', ...l })),
            hasOlder: start + page.length < matching.length,
          },
        },
      };
    },
  });
}

const shownLines = () =>
  screen.getAllByTestId('log-line').map((li) => within(li).getByText(/^line /).textContent);

describe('the logs panel', () => {
  it('shows the newest lines first with their level in words, and loads older ones', async () => {
    render(server());
    await screen.findByText('line 119');
    expect(shownLines()).toHaveLength(50);
    expect(shownLines()[0]).toBe('line 119');
    // Each line's level in words, before its message: a warning, an info, the crash, an info.
    expect(
      screen
        .getAllByTestId('log-line')
        .slice(7, 11)
        .map((li) => [
          li.firstElementChild?.textContent,
          within(li).getByText(/^line /).textContent,
        ]),
    ).toEqual([
      ['Warning', 'line 112'],
      ['Info', 'line 111'],
      ['Crash', 'line 110'],
      ['Info', 'line 109'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await screen.findByText('line 69');
    await user.click(screen.getByRole('button', { name: 'Load older' }));
    await screen.findByText('line 0');
    expect(shownLines()).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('filters by level', async () => {
    const api = server();
    render(api);
    await screen.findByText('line 119');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Crashes and errors');
    await screen.findByText('line 110');
    expect(shownLines()).toEqual(Array.from({ length: 12 }, (_, i) => `line ${110 - 10 * i}`));
    expect(api.sent('DeviceLogsPanel').at(-1)).toMatchObject({ levels: ['crash', 'error'] });
  });

  it('says when there is nothing yet, and a failure in words', async () => {
    render(server([]));
    await screen.findByText('The screen has sent no log lines yet.');
    cleanup();
    const failing = fakeApi({
      DeviceLogsPanel: () => {
        throw new ApiError('You do not have permission to do this', { code: 'FORBIDDEN' });
      },
    });
    render(failing);
    await screen.findByText(/Could not load the log\. You do not have permission to do this/);
  });
});

function render(api: ReturnType<typeof fakeApi>) {
  renderPage(<LogsPanel deviceId="d1" />, { api });
}
