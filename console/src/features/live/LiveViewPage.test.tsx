import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { MemoryRouter } from 'react-router';
import type { LivePageData, LiveRead } from './liveData';
import { LiveView, LiveViewPage } from './LiveViewPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const GONE = 'This live view link does not work anymore. Ask whoever shared it for a new one.';

function page(overrides: Partial<LivePageData> = {}): LivePageData {
  return {
    title: 'Bar screens',
    kind: 'group',
    refreshSeconds: 10,
    moreScreens: 0,
    screens: [
      {
        name: 'Bar A',
        online: true,
        canTakeScreenshots: true,
        playing: 'Happy hour',
        picture: {
          url: '/api/live/t/pictures/k1?v=1',
          width: 1920,
          height: 1080,
          takenAt: new Date(Date.now() - 12_000).toISOString(),
        },
      },
      { name: 'Bar B', online: false, canTakeScreenshots: true, playing: null, picture: null },
      { name: 'Bar C', online: true, canTakeScreenshots: false, playing: null, picture: null },
    ],
    ...overrides,
  };
}

/** A server whose answers the test sets; it counts what the page asked. */
function server(first: LiveRead) {
  const state = { answer: first, reads: 0 };
  const read = (token: string) => {
    expect(token).toBe('tok');
    state.reads += 1;
    return Promise.resolve(state.answer);
  };
  return { state, read };
}

/** Lets the page's timers run `ms` on, and what they started settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const TIMERS = { toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] } as const;

const render = (read: (token: string) => Promise<LiveRead>) =>
  renderWithTheme(
    <MemoryRouter>
      <LiveView token="tok" read={read} />
    </MemoryRouter>,
  );

describe('the public live view', () => {
  it('shows each screen: its picture, name, state, what it plays and how old the picture is', async () => {
    const { read } = server({ kind: 'ok', data: page() });
    render(read);
    await screen.findByRole('heading', { name: 'Bar screens' });
    const picture = screen.getByRole('img', { name: 'What Bar A showed' });
    expect(picture.getAttribute('src')).toBe('/api/live/t/pictures/k1?v=1');
    // Each card reads: its picture (or why there is none), name, state, what it plays, the age.
    const cards = screen.getAllByRole('figure').map((card) => card.textContent);
    expect(cards[0]).toMatch(/^Bar AOnlinePlaying Happy hourTaken \d+ s ago$/);
    expect(cards.slice(1)).toEqual([
      'No screenshot yet: the screen is offline.Bar BOfflineNothing is published to it.',
      'This screen cannot take screenshots.Bar COnlineNothing is published to it.',
    ]);
    expect(screen.getAllByText('Nothing is published to it.')).toHaveLength(2);
    // A public page: no menu, no sign-in, nothing to click into the account.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refreshes by itself, and says so in words once the link is revoked', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    const { state, read } = server({ kind: 'ok', data: page() });
    render(read);
    await pass(0);
    screen.getByRole('heading', { name: 'Bar screens' });
    expect(state.reads).toBe(1);
    state.answer = { kind: 'ok', data: page({ title: 'Bar screens, renamed' }) };
    await pass(9_000);
    expect(state.reads).toBe(1);
    await pass(1_000);
    screen.getByRole('heading', { name: 'Bar screens, renamed' });
    state.answer = { kind: 'gone', sentence: GONE };
    await pass(10_000);
    screen.getByText(GONE);
    expect(screen.queryByRole('img')).toBeNull();
    // A link that no longer works is not asked again.
    await pass(60_000);
    expect(state.reads).toBe(3);
  });

  it('keeps the last pictures when a refresh fails, and says it tries again', async () => {
    vi.useFakeTimers({ toFake: [...TIMERS.toFake] });
    const { state, read } = server({ kind: 'ok', data: page() });
    render(read);
    await pass(0);
    state.answer = { kind: 'failed', sentence: 'Cannot reach the server.' };
    await pass(10_000);
    screen.getByText(/Could not refresh: Cannot reach the server\./);
    expect(screen.getByRole('img', { name: 'What Bar A showed' }).getAttribute('src')).toBe(
      '/api/live/t/pictures/k1?v=1',
    );
    state.answer = { kind: 'ok', data: page() };
    await pass(15_000);
    expect(screen.queryByText(/Could not refresh/)).toBeNull();
  });

  it('says what to open when the address has no link in it', async () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/live']}>
        <LiveViewPage />
      </MemoryRouter>,
    );
    await screen.findByText(/Open the live view link you were given/);
  });
});
