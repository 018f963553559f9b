import type { RouteObject } from 'react-router';
import { lazyPage } from '../../kit/lazyPage';

// Each page loads on demand (lazyPage), so Screens does not carry the editors' code.

/** The screens, playlists, schedules and proof-of-play routes, inside the app shell. */
export const screensRoutes: RouteObject[] = [
  {
    path: 'devices/:deviceId',
    handle: { title: 'Screen' },
    Component: lazyPage(async () => (await import('./DeviceDetailsPage')).DeviceDetailsPage),
  },
  {
    path: 'screen-groups',
    handle: { title: 'Screen groups' },
    Component: lazyPage(
      async () => (await import('../screen-groups/ScreenGroupsPage')).ScreenGroupsPage,
    ),
  },
  {
    path: 'screen-groups/:groupId',
    handle: { title: 'Screen group' },
    Component: lazyPage(
      async () => (await import('../screen-groups/ScreenGroupPage')).ScreenGroupPage,
    ),
  },
  {
    path: 'playlists',
    handle: { title: 'Playlists' },
    Component: lazyPage(async () => (await import('../playlists/PlaylistsPage')).PlaylistsPage),
  },
  {
    path: 'playlists/:playlistId',
    handle: { title: 'Playlist' },
    Component: lazyPage(
      async () => (await import('../playlists/PlaylistEditorPage')).PlaylistEditorPage,
    ),
  },
  {
    path: 'schedules',
    handle: { title: 'Schedules' },
    Component: lazyPage(async () => (await import('../schedules/SchedulesPage')).SchedulesPage),
  },
  {
    // Without an entity (or with ?playlistId=, ?fileId=, ?deviceId=) it offers the choice.
    path: 'data-integrations/proof-of-play',
    handle: { title: 'Proof of play' },
    Component: lazyPage(
      async () => (await import('../proof-of-play/ProofOfPlayReportPage')).ProofOfPlayReportPage,
    ),
  },
  {
    path: 'data-integrations/proof-of-play/:entityType/:entityId',
    handle: { title: 'Proof of play' },
    Component: lazyPage(
      async () => (await import('../proof-of-play/ProofOfPlayReportPage')).ProofOfPlayReportPage,
    ),
  },
  {
    path: 'admin/device-commands',
    handle: { title: 'Device commands' },
    Component: lazyPage(
      async () => (await import('./AdminDeviceCommandsPage')).AdminDeviceCommandsPage,
    ),
  },
];
