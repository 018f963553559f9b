import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DeviceTable } from './DeviceTable';
import { PublishDialog } from './PublishDialog';

afterEach(cleanup);

const playlists = [
  { _id: 'p1', name: 'Demo playlist' },
  { _id: 'p2', name: 'Lunch menu' },
];

describe('PublishDialog', () => {
  it('publishes the chosen playlist', async () => {
    const onPublish = vi.fn(async () => {});
    renderWithTheme(
      <PublishDialog
        open
        deviceName="Lobby"
        playlists={playlists}
        onClose={() => {}}
        onPublish={onPublish}
      />,
    );

    screen.getByRole('dialog', { name: 'Publish to Lobby' });
    await userEvent.selectOptions(screen.getByTestId('publish-playlist-select'), 'Demo playlist');
    await userEvent.click(screen.getByTestId('publish-submit'));

    expect(onPublish).toHaveBeenCalledWith('p1');
  });

  it('offers the newest playlist without a choice', async () => {
    const onPublish = vi.fn(async () => {});
    renderWithTheme(
      <PublishDialog
        open
        deviceName="Lobby"
        playlists={playlists}
        onClose={() => {}}
        onPublish={onPublish}
      />,
    );
    expect(
      screen.getByTestId<HTMLSelectElement>('publish-playlist-select').selectedOptions[0]?.text,
    ).toBe('Lunch menu');
    await userEvent.click(screen.getByTestId('publish-submit'));
    expect(onPublish).toHaveBeenCalledWith('p2');
  });

  it('offers the playlist the operator came from', async () => {
    const onPublish = vi.fn(async () => {});
    renderWithTheme(
      <PublishDialog
        open
        deviceName="Lobby"
        playlists={playlists}
        preferredPlaylistId="p1"
        onClose={() => {}}
        onPublish={onPublish}
      />,
    );
    await userEvent.click(screen.getByTestId('publish-submit'));
    expect(onPublish).toHaveBeenCalledWith('p1');
  });

  it('shows the server error in the dialog', async () => {
    renderWithTheme(
      <PublishDialog
        open
        deviceName="Lobby"
        playlists={playlists}
        onClose={() => {}}
        onPublish={async () => {
          throw new Error('You are not allowed to publish to this screen');
        }}
      />,
    );
    await userEvent.click(screen.getByTestId('publish-submit'));
    await screen.findByText('You are not allowed to publish to this screen');
    screen.getByRole('dialog', { name: 'Publish to Lobby' });
  });

  it('cannot publish when the account has no playlists', async () => {
    renderWithTheme(
      <PublishDialog
        open
        deviceName="Lobby"
        playlists={[]}
        onClose={() => {}}
        onPublish={vi.fn()}
      />,
    );
    screen.getByText('There are no playlists to publish yet.');
    await waitFor(() =>
      expect(screen.getByTestId('publish-submit').getAttribute('aria-disabled')).toBe('true'),
    );
  });
});

describe('DeviceTable', () => {
  const NO_HEALTH = {
    lastSeenAt: null,
    playerVersion: null,
    storage: null,
    keptContent: null,
    recentErrorCount: 0,
  };
  const devices = [
    {
      _id: 'd1',
      name: 'Lobby',
      onlineStatus: 'online' as const,
      createdAt: '2026-03-01T10:00:00.000Z',
      platform: 'web',
      publishedContent: {
        collectionName: 'playlist' as const,
        entityId: 'p1',
        name: 'Demo playlist',
      },
      tags: [],
      contentSource: { kind: 'own' as const, group: null },
      ...NO_HEALTH,
    },
    {
      _id: 'd2',
      name: 'Kitchen',
      onlineStatus: 'offline' as const,
      createdAt: '2026-03-02T10:00:00.000Z',
      platform: 'tizen',
      publishedContent: null,
      tags: ['Shop 1'],
      contentSource: { kind: 'none' as const, group: null },
      ...NO_HEALTH,
    },
  ];

  it('shows each screen with its status and what it plays', async () => {
    const onPublish = vi.fn();
    renderWithTheme(
      <MemoryRouter>
        <DeviceTable devices={devices} onPublish={onPublish} />
      </MemoryRouter>,
    );

    const rows = screen.getAllByTestId('device-row');
    expect(rows.map((row) => row.getAttribute('data-device-name'))).toEqual(['Lobby', 'Kitchen']);
    expect(rows[0]?.textContent).toContain('Online');
    expect(rows[0]?.textContent).toContain('Demo playlist');
    expect(rows[1]?.textContent).toContain('Offline');
    expect(rows[1]?.textContent).toContain('Nothing published');
    expect(rows[1]?.textContent).toContain('Samsung TV (Tizen)');

    await userEvent.click(screen.getByRole('button', { name: 'Publish to Kitchen' }));
    expect(onPublish).toHaveBeenCalledWith(devices[1]);
  });

  it('has no publish buttons for users who may not publish', () => {
    renderWithTheme(
      <MemoryRouter>
        <DeviceTable devices={devices} />
      </MemoryRouter>,
    );
    expect(screen.queryAllByTestId('publish-button')).toHaveLength(0);
  });
});
