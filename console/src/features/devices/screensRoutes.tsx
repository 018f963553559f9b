import type { RouteObject } from 'react-router';

// Each page loads on demand (route `lazy`), so Screens does not carry the editors' code.

/** Routes of issue 6 (screens, playlists, schedules, proof of play), inside the app shell. */
export const screensRoutes: RouteObject[] = [
  {
    path: 'devices/:deviceId',
    handle: { title: 'Screen' },
    lazy: async () => ({ Component: (await import('./DeviceDetailsPage')).DeviceDetailsPage }),
  },
  {
    path: 'playlists',
    handle: { title: 'Playlists' },
    lazy: async () => ({
      Component: (await import('../playlists/PlaylistsPage')).PlaylistsPage,
    }),
  },
  {
    path: 'playlists/:playlistId',
    handle: { title: 'Playlist' },
    lazy: async () => ({
      Component: (await import('../playlists/PlaylistEditorPage')).PlaylistEditorPage,
    }),
  },
  {
    path: 'schedules',
    handle: { title: 'Schedules' },
    lazy: async () => ({
      Component: (await import('../schedules/SchedulesPage')).SchedulesPage,
    }),
  },
  {
    // Without an entity (or with ?playlistId=, ?fileId=, ?deviceId=) it offers the choice.
    path: 'data-integrations/proof-of-play',
    handle: { title: 'Proof of play' },
    lazy: async () => ({
      Component: (await import('../proof-of-play/ProofOfPlayReportPage')).ProofOfPlayReportPage,
    }),
  },
  {
    path: 'data-integrations/proof-of-play/:entityType/:entityId',
    handle: { title: 'Proof of play' },
    lazy: async () => ({
      Component: (await import('../proof-of-play/ProofOfPlayReportPage')).ProofOfPlayReportPage,
    }),
  },
  {
    path: 'admin/device-commands',
    handle: { title: 'Device commands' },
    lazy: async () => ({
      Component: (await import('./AdminDeviceCommandsPage')).AdminDeviceCommandsPage,
    }),
  },
];
