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
  lastSeenAt: '2026-03-02T10:00:00.000Z',
  publishedContent: null,
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
    expect(screen.getAllByText('Europe/Prague')).toHaveLength(1);
    expect(document.body.textContent).not.toMatch(/apiVersion|userAgent|deviceId/);
    expect(screen.queryByText('Hardware ID')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Technical details' }));

    screen.getByText('Hardware ID');
    screen.getByText('web-4f2a');
  });
});
