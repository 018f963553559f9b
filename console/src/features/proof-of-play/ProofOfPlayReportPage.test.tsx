import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { ProofOfPlayReportPage } from './ProofOfPlayReportPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: the page's width is what this test says it is. */
const givenWidth = (px: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);

const ROWS = [
  {
    deviceId: 'd-2',
    deviceName: 'Lobby',
    day: '2026-11-02',
    plays: 4,
    durationSeconds: 40,
    impressions: 9,
  },
  {
    deviceId: 'd-1',
    deviceName: 'Entrance',
    day: '2026-11-02',
    plays: 3,
    durationSeconds: 30,
    impressions: 0,
  },
  {
    deviceId: 'd-1',
    deviceName: 'Entrance',
    day: '2026-11-01',
    plays: 5,
    durationSeconds: 50,
    impressions: 6,
  },
];

function reportServer(rows = ROWS) {
  return fakeApi({
    ProofOfPlayReport: (v) => ({
      proofOfPlayReport: {
        entityType: v.entityType,
        entityId: v.entityId,
        entityName: 'Demo playlist',
        totalPlays: rows.reduce((sum, r) => sum + r.plays, 0),
        totalDurationSeconds: rows.reduce((sum, r) => sum + r.durationSeconds, 0),
        totalImpressions: rows.reduce((sum, r) => sum + r.impressions, 0),
        csvPath: `/api/proof-of-play/${String(v.entityType)}/${String(v.entityId)}.csv`,
        rows,
      },
    }),
    ProofOfPlayScreens: () => ({
      devicePage: { items: [{ _id: 'd-1', name: 'Entrance' }] },
    }),
    ProofOfPlayPlaylists: () => ({ playlists: [{ _id: 'p-1', name: 'Demo playlist' }] }),
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const openReport = (path: string, api = reportServer(), session = ADMIN_SESSION) =>
  renderPage(
    <>
      <Routes>
        <Route path="/data-integrations/proof-of-play" element={<ProofOfPlayReportPage />} />
        <Route
          path="/data-integrations/proof-of-play/:entityType/:entityId"
          element={<ProofOfPlayReportPage />}
        />
      </Routes>
      <Address />
    </>,
    { api, path, session },
  );

const viewer = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.playlist.read]),
};

describe('proof-of-play report', () => {
  it('charts plays per day and per screen, with the table as their text alternative', async () => {
    openReport('/data-integrations/proof-of-play/playlist/p-1');
    await screen.findByRole('heading', { name: 'Proof of play: Demo playlist' });
    expect(screen.getByTestId('pop-total').textContent).toBe('12 plays, 2 min, seen by 15 people');
    // Each row says how many people the camera saw while its plays ran.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Seen by');

    const perDay = screen.getByRole('group', { name: 'Plays per day' });
    const perScreen = screen.getByRole('group', { name: 'Plays per screen' });
    const table = screen.getByRole('table', { name: 'Plays by screen and day' });
    for (const chart of [perDay, perScreen]) {
      expect(chart.getAttribute('aria-describedby')).toContain(table.id);
    }
    // A bar per day and per screen, as long as its plays against the most.
    const bars = (chart: HTMLElement) =>
      [...chart.querySelectorAll<HTMLElement>('[data-bar]')].map(
        (bar) => bar.style.height || bar.style.width,
      );
    expect(bars(perDay)).toEqual([`${(5 / 7) * 100}%`, '100%']);
    expect(perDay.textContent).toContain('Nov'); // days read as dates, in the viewer's order
    expect(bars(perScreen)).toEqual(['100%', '50%']);
    expect(perScreen.textContent).toContain('Entrance');
    // Pictures of the table's figures: nothing in them is read out or focusable.
    for (const chart of perDay.querySelectorAll('[data-chart]'))
      expect(chart.getAttribute('aria-hidden')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + ROWS.length);
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/proof-of-play/playlist/p-1.csv');
  });

  it('lists the figures as cards on a phone, still what the charts point to', async () => {
    givenWidth(342);
    openReport('/data-integrations/proof-of-play/playlist/p-1');
    await screen.findByRole('heading', { name: 'Proof of play: Demo playlist' });
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Plays by screen and day' });
    const perDay = screen.getByRole('group', { name: 'Plays per day' });
    expect(perDay.getAttribute('aria-describedby')).toContain(list.id);
    // The note beside each chart is true of cards as of a table: it names no table.
    for (const chart of [perDay, screen.getByRole('group', { name: 'Plays per screen' })]) {
      expect(chart.textContent).toContain('Every figure of this chart is listed below');
      expect(chart.textContent).not.toMatch(/table/i);
    }
    const cards = screen.getAllByTestId('pop-row');
    expect(cards).toHaveLength(ROWS.length);
    expect(cards[0]!.firstElementChild?.textContent).toBe('Lobby');
    expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((t) => `${t.textContent}: ${t.nextElementSibling?.textContent}`),
    ).toEqual(['Day: 2026-11-02', 'Plays: 4', 'Duration: 40 s', 'Seen by: 9']);
  });

  it('opens the same report from playlistId, fileId or deviceId in the address', async () => {
    const api = reportServer();
    openReport('/data-integrations/proof-of-play?deviceId=d-1&from=2026-11-01', api);
    await screen.findByRole('heading', { name: 'Proof of play: Demo playlist' });
    expect(api.sent('ProofOfPlayReport')[0]).toEqual({
      entityType: 'device',
      entityId: 'd-1',
      from: '2026-11-01',
      to: null,
    });
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-11-01');
  });

  it('keeps the chosen days in the address', async () => {
    const api = reportServer();
    openReport('/data-integrations/proof-of-play/file/f-1', api);
    await screen.findByTestId('pop-total');
    await user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/data-integrations/proof-of-play/file/f-1?to=2026-11-30',
      ),
    );
    await waitFor(() =>
      expect(api.sent('ProofOfPlayReport').at(-1)).toMatchObject({ to: '2026-11-30' }),
    );
  });

  it('says so when nothing played, instead of empty charts', async () => {
    openReport('/data-integrations/proof-of-play/playlist/p-1', reportServer([]));
    await screen.findByText('Nothing was played in this period.');
    expect(screen.queryByRole('group', { name: 'Plays per day' })).toBeNull();
  });

  it('says in words that an address leads to no report, without repeating it', async () => {
    openReport('/data-integrations/proof-of-play/sceneItem/x-1');
    const said = await screen.findByText(/This address does not lead to a report/);
    expect(said.closest('section')!.textContent).not.toContain('sceneItem');
    await user.click(screen.getByRole('link', { name: 'Choose what to report on' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/data-integrations/proof-of-play'),
    );
  });

  it('without a subject, lets the user choose a screen or a playlist', async () => {
    openReport('/data-integrations/proof-of-play', reportServer(), viewer);
    screen.getByRole('heading', { name: 'Proof of play' });
    const playlist = screen.getByRole('combobox', { name: 'Playlist' });
    await screen.findByRole('option', { name: 'Demo playlist' });
    await user.selectOptions(playlist, 'p-1');
    await user.click(screen.getByRole('button', { name: 'Show report of the playlist' }));
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/data-integrations/proof-of-play/playlist/p-1',
      ),
    );
    await screen.findByRole('heading', { name: 'Proof of play: Demo playlist' });
  });
});
