import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { readDeviceListQuery, writeDeviceListQuery } from './deviceListControls';
import { ScreensPage } from './ScreensPage';

afterEach(cleanup);

const OPERATOR = {
  ...ADMIN_SESSION,
  permissions: new Set([
    PERMISSIONS.device.read,
    PERMISSIONS.device.configure,
    PERMISSIONS.device.manageContent,
  ]),
};

const device = (_id: string, name: string) => ({
  __typename: 'Device',
  _id,
  name,
  onlineStatus: 'offline',
  createdAt: '2026-03-01T10:00:00.000Z',
  platform: 'tizen',
  publishedContent: null,
  tags: ['Front'],
  contentSource: { __typename: 'ContentSource', kind: 'none', group: null },
  lastSeenAt: null,
  playerVersion: null,
  storage: null,
  keptContent: null,
  recentErrorCount: 0,
  deviceInfo: null,
});

/** A server with two screens (whatever the filter), a group "Lobby" and a tag "Front". */
function server() {
  return fakeApi({
    DeviceDashboardSort: () => ({
      myPreferences: {
        __typename: 'UserPreferences',
        deviceDashboardSort: { __typename: 'DeviceDashboardSort', field: 'name', direction: 'asc' },
      },
    }),
    DevicePage: (variables) => ({
      devicePage: {
        __typename: 'DevicePage',
        totalCount: 2,
        offset: variables.offset,
        limit: variables.limit,
        items: [device('d1', 'Lobby left'), device('d2', 'Lobby right')],
      },
    }),
    DeviceSelectionPage: () => ({
      devicePage: {
        __typename: 'DevicePage',
        totalCount: 2,
        items: [
          { __typename: 'Device', _id: 'd1', name: 'Lobby left', capabilities: ['screenshot'] },
          { __typename: 'Device', _id: 'd2', name: 'Lobby right', capabilities: null },
        ],
      },
    }),
    ScreenGroups: () => ({
      screenGroups: [
        {
          __typename: 'ScreenGroup',
          _id: 'g1',
          name: 'Lobby',
          createdAt: '2026-03-01T10:00:00.000Z',
          screenCount: 2,
          publishedAt: null,
          publishedContent: null,
        },
      ],
    }),
    DeviceTags: () => ({ deviceTags: ['Front'] }),
    // No live changes while the test runs.
    DeviceRowChanged: () => new Promise(() => {}),
  });
}

/** The list at /devices and a screen's page that goes Back, with the address written out. */
function Console() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/devices" element={<ScreensPage />} />
        <Route
          path="/devices/:id"
          element={<button onClick={() => void navigate(-1)}>Back to the screens</button>}
        />
      </Routes>
      <output data-testid="address">{location.search}</output>
    </>
  );
}

const address = () =>
  Object.fromEntries(new URLSearchParams(screen.getByTestId('address').textContent ?? ''));
const control = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const FILTER = { search: 'lobby', status: 'offline', groupId: 'g1', tag: 'Front' };

describe("the screens list's filters in the address", () => {
  it('reads them with their words, defaults and unknown words meaning "any"', () => {
    const params = new URLSearchParams('q=lobby&status=asleep&group=g1&problems=1&x=y');
    expect(readDeviceListQuery(params)).toEqual({
      search: 'lobby',
      status: 'all',
      filters: { groupId: 'g1', tag: '', platform: '', problems: true },
    });
    const written = writeDeviceListQuery(params, {
      search: '',
      status: 'online',
      filters: { groupId: '', tag: 'Front', platform: 'tizen', problems: false },
    });
    // Other parameters stay; defaults are left out.
    expect(written.toString()).toBe('status=online&x=y&tag=Front&platform=tizen');
  });

  it('lists what a shared address states, and "select all matching" keeps to it', async () => {
    const api = server();
    renderPage(<Console />, {
      api,
      session: OPERATOR,
      path: '/devices?q=lobby&status=offline&group=g1&tag=Front&platform=tizen&problems=1',
    });
    await screen.findByText('Lobby left');
    const stated = { ...FILTER, platform: 'tizen', problems: true };
    expect(api.sent('DevicePage')).toEqual([expect.objectContaining({ ...stated, offset: 0 })]);
    expect(screen.getByTestId<HTMLInputElement>('device-search').value).toBe('lobby');
    expect(control('Status').value).toBe('offline');
    await waitFor(() => expect(control('Group').value).toBe('g1'));
    await waitFor(() => expect(control('Tag').value).toBe('Front'));
    expect(control('Platform').value).toBe('tizen');
    expect(screen.getByRole('checkbox', { name: 'Has problems' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Select all 2 matching' }));
    await screen.findByText(/^All 2 /);
    // Read with only what a bulk action needs, under the same filter; the list is not read again.
    expect(api.sent('DeviceSelectionPage')).toEqual([
      expect.objectContaining({ ...stated, offset: 0, limit: 200 }),
    ]);
    expect(api.sent('DevicePage')).toHaveLength(1);
  });

  it('writes each change back, defaults left out, and Back from a screen restores them', async () => {
    const api = server();
    renderPage(<Console />, { api, session: OPERATOR, path: '/devices' });
    await screen.findByText('Lobby left');
    expect(address()).toEqual({});
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Lobby' })).toHaveLength(1));
    await user.selectOptions(control('Status'), 'Offline');
    await user.selectOptions(control('Group'), 'Lobby');
    await user.selectOptions(control('Tag'), 'Front');
    await user.type(screen.getByTestId('device-search'), 'lobby');
    await waitFor(() =>
      expect(address()).toEqual({ status: 'offline', group: 'g1', tag: 'Front', q: 'lobby' }),
    );
    await user.selectOptions(control('Tag'), 'Any tag');
    expect(address()).toEqual({ status: 'offline', group: 'g1', q: 'lobby' });
    expect(api.sent('DevicePage').at(-1)).toEqual(
      expect.objectContaining({ ...FILTER, tag: null }),
    );

    // Open a screen, then come back: the list is the one left.
    await user.click(screen.getByRole('link', { name: 'Lobby left' }));
    await user.click(await screen.findByRole('button', { name: 'Back to the screens' }));
    await screen.findByText('Lobby left');
    expect(address()).toEqual({ status: 'offline', group: 'g1', q: 'lobby' });
    expect(screen.getByTestId<HTMLInputElement>('device-search').value).toBe('lobby');
    expect(control('Status').value).toBe('offline');
    await waitFor(() => expect(control('Group').value).toBe('g1'));
    expect(api.sent('DevicePage').at(-1)).toEqual(
      expect.objectContaining({ ...FILTER, tag: null }),
    );
  });
});
