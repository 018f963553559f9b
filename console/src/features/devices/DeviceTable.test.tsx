import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DeviceTable, type Device } from './DeviceTable';

afterEach(cleanup);

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const screenRow = (fields: Partial<Device>): Device => ({
  _id: 'd1',
  name: 'Lobby',
  onlineStatus: 'online',
  createdAt: '2026-03-01T10:00:00.000Z',
  platform: 'web',
  publishedContent: null,
  tags: [],
  contentSource: { kind: 'none', group: null },
  lastSeenAt: minutesAgo(2),
  playerVersion: '2.4.1',
  storage: { freeBytes: 2_100_000_000, totalBytes: 8_000_000_000 },
  keptContent: { state: 'allKept', kept: 7, total: 7 },
  recentErrorCount: 0,
  ...fields,
});

describe("the screens list's health", () => {
  it('shows when each screen was seen, its player, what it keeps and its errors', () => {
    renderWithTheme(
      <MemoryRouter>
        <DeviceTable
          devices={[
            screenRow({}),
            screenRow({
              _id: 'd2',
              name: 'Kitchen',
              onlineStatus: 'offline',
              platform: 'tizen',
              lastSeenAt: minutesAgo(3 * 60),
              playerVersion: null,
              storage: null,
              keptContent: { state: 'downloading', kept: 3, total: 10 },
              recentErrorCount: 12,
            }),
            screenRow({
              _id: 'd3',
              name: 'Bar',
              lastSeenAt: null,
              storage: null,
              keptContent: null,
            }),
            screenRow({
              _id: 'd4',
              name: 'Till',
              keptContent: { state: 'storageFull', kept: 4, total: 9 },
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const [lobby, kitchen, bar, till] = screen.getAllByTestId('device-row');
    const cell = (row: HTMLElement | undefined, id: string) =>
      within(row!).getByTestId(id).textContent;
    expect(cell(lobby, 'device-last-seen')).toBe('Seen 2 min ago');
    expect(cell(lobby, 'device-player')).toBe('Web browserVersion 2.4.1');
    expect(cell(lobby, 'device-storage')).toBe('All content kept2.1 GB free');
    expect(cell(lobby, 'device-errors')).toBe('No errors');
    expect(cell(kitchen, 'device-last-seen')).toBe('Seen 3 h ago');
    expect(cell(kitchen, 'device-player')).toBe('Samsung TV (Tizen)');
    expect(cell(kitchen, 'device-storage')).toBe('Downloading 3 of 10');
    const errors = within(kitchen!).getByRole('link', { name: /12 errors/ });
    expect(errors.getAttribute('href')).toBe('/devices/d2#device-logs-title');
    expect(cell(bar, 'device-last-seen')).toBe('Never seen');
    expect(cell(bar, 'device-storage')).toBe('Not reported');
    expect(cell(till, 'device-storage')).toBe('Storage full2.1 GB free');
  });

  it('says a broadcast is one, not a publish', () => {
    const content = { collectionName: 'playlist', entityId: 'p1', name: 'Fire drill' } as const;
    renderWithTheme(
      <MemoryRouter>
        <DeviceTable
          devices={[
            screenRow({
              publishedContent: content,
              contentSource: { kind: 'broadcast', group: null },
            }),
            screenRow({ _id: 'd2', name: 'Bar', publishedContent: content }),
          ]}
        />
      </MemoryRouter>,
    );
    const published = screen.getAllByTestId('device-published').map((cell) => cell.textContent);
    expect(published).toEqual(['Emergency broadcast: Fire drill', 'Fire drill']);
  });
});
