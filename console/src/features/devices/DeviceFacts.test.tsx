import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DeviceFacts } from './DeviceFacts';

afterEach(cleanup);

const device = {
  _id: 'd1',
  name: 'Lobby',
  onlineStatus: 'offline' as const,
  createdAt: '2026-03-01T10:00:00.000Z',
  platform: 'web',
  timeZone: 'Europe/Prague',
  settings: { timeZone: null, origins: [] },
  lastSeenAt: '2026-03-02T10:00:00.000Z',
  publishedContent: null,
  notPlayingReason: null,
  commands: [],
  deviceInfo: {
    deviceId: 'web-4f2a',
    platform: 'web',
    apiVersion: 0,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36',
    screen: { width: 1920, height: 1080 },
    timeZone: 'Europe/Prague',
  },
};

describe('DeviceFacts', () => {
  it('says what the screen is in plain words, each once, with the rest collapsed', async () => {
    renderWithTheme(<DeviceFacts device={device} />);

    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([
      'Playing',
      'Platform',
      'Browser',
      'Operating system',
      'Screen size',
      'Time zone',
      'Paired',
      'Last seen',
    ]);
    screen.getByText('Web browser');
    expect(screen.getByTestId('device-time-zone').textContent).toBe(
      "Europe/Prague (the screen's own)",
    );
    expect(document.body.textContent).not.toMatch(/apiVersion|userAgent|deviceId/);
    expect(screen.queryByText('Hardware ID')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Technical details' }));

    screen.getByText('Hardware ID');
    screen.getByText('web-4f2a');
  });

  it('names the zone the screen plans by, and where it comes from, over the one it reports', () => {
    renderWithTheme(
      <DeviceFacts
        device={{
          ...device,
          settings: {
            timeZone: 'America/New_York',
            origins: [{ field: 'timeZone', source: 'group', groupName: 'East coast' }],
          },
        }}
      />,
    );

    expect(screen.getByTestId('device-time-zone').textContent).toBe(
      'America/New_York, from group East coast (the screen reports Europe/Prague)',
    );
  });

  it('says a zone set on the screen itself is set here', () => {
    renderWithTheme(
      <DeviceFacts
        device={{
          ...device,
          timeZone: 'Asia/Tokyo',
          settings: {
            timeZone: 'Asia/Tokyo',
            origins: [{ field: 'timeZone', source: 'screen', groupName: null }],
          },
        }}
      />,
    );

    expect(screen.getByTestId('device-time-zone').textContent).toBe('Asia/Tokyo, set here');
  });

  it('says Published, not Playing, for a publish the offline screen has not picked up', () => {
    renderWithTheme(
      <DeviceFacts
        device={{
          ...device,
          publishedContent: { collectionName: 'playlist', entityId: 'p1', name: 'Shop promo' },
          notPlayingReason: 'notPickedUp',
        }}
      />,
    );

    expect(document.querySelector('dt')?.textContent).toBe('Published');
    expect(screen.getByTestId('device-published').textContent).toMatch(
      /^Shop promo — the screen has not picked it up yet \(offline since .+\)$/,
    );
  });
});
