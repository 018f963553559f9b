import { cleanup, screen } from '@testing-library/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage } from '../../test/fakeApi';
import { ScreenGroupPage } from './ScreenGroupPage';

afterEach(cleanup);

const CONFIGURER = {
  ...ADMIN_SESSION,
  permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.device.configure]),
};

const GROUP = {
  __typename: 'ScreenGroup',
  _id: 'g1',
  name: 'Lobby',
  createdAt: '2026-11-28T09:00:00.000Z',
  screenCount: 1,
  publishedAt: null,
  publishedContent: null,
};

const SCREEN = {
  __typename: 'Device',
  _id: 'd1',
  name: 'Lobby left',
  onlineStatus: 'online',
  createdAt: '2026-11-28T09:00:00.000Z',
  platform: 'web',
  publishedContent: null,
  tags: [],
  contentSource: { __typename: 'ContentSource', kind: 'none', group: null },
};

const UNSET = {
  __typename: 'SettingsLayer',
  volume: null,
  rotation: null,
  displaySchedule: null,
  timeZone: null,
  screenshotIntervalMinutes: null,
  updatedAt: null,
};

/** A timeline answer the test lets through when it chooses, as a slow server's would come. */
function heldTimeline() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const handler = async () => {
    await answered;
    return {
      fleetTimeline: {
        __typename: 'FleetTimeline',
        from: '2026-11-28T09:00:00.000Z',
        to: '2026-11-29T09:00:00.000Z',
        totalCount: 1,
        nextCursor: null,
        screens: [],
      },
    };
  };
  return { handler, answer };
}

describe("a group's page", () => {
  it('draws its settings only once the timeline above them has come, so they never jump', async () => {
    const timeline = heldTimeline();
    const api = fakeApi({
      ScreenGroupDetails: () => ({
        screenGroup: GROUP,
        devicePage: {
          __typename: 'DevicePage',
          totalCount: 1,
          offset: 0,
          limit: 200,
          items: [SCREEN],
        },
      }),
      FleetTimeline: timeline.handler,
      GroupSettings: () => ({
        screenGroup: { ...GROUP, settings: UNSET, settingsSupport: [] },
      }),
      LiveLinks: () => ({ liveLinks: [] }),
    });
    renderPage(
      <Routes>
        <Route path="/screen-groups/:groupId" element={<ScreenGroupPage />} />
      </Routes>,
      { api, session: CONFIGURER, path: '/screen-groups/g1' },
    );
    await screen.findByRole('link', { name: 'Lobby left' });
    await screen.findByText('Loading the timeline, settings and links...');
    // The settings have their answer, and still wait for the timeline's.
    expect(api.sent('GroupSettings')).toHaveLength(1);
    expect(screen.queryByRole('radiogroup', { name: 'Rotation' })).toBeNull();
    timeline.answer();
    await screen.findByRole('radiogroup', { name: 'Rotation' });
    expect(screen.getByRole('heading', { name: 'Timeline' }).tagName).toBe('H2');
    expect(screen.queryByText('Loading the timeline, settings and links...')).toBeNull();
  });
});
