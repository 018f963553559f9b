import type { RouteObject } from 'react-router';
import { PlaylistEditorPage } from '../playlists/PlaylistEditorPage';
import { PlaylistsPage } from '../playlists/PlaylistsPage';
import { ProofOfPlayReportPage } from '../proof-of-play/ProofOfPlayReportPage';
import { SchedulesPage } from '../schedules/SchedulesPage';
import { AdminDeviceCommandsPage } from './AdminDeviceCommandsPage';
import { DeviceDetailsPage } from './DeviceDetailsPage';

/** Routes of issue 6 (screens, playlists, schedules, proof of play), inside the app shell. */
export const screensRoutes: RouteObject[] = [
  { path: 'devices/:deviceId', element: <DeviceDetailsPage /> },
  { path: 'playlists', element: <PlaylistsPage /> },
  { path: 'playlists/:playlistId', element: <PlaylistEditorPage /> },
  { path: 'schedules', element: <SchedulesPage /> },
  {
    path: 'data-integrations/proof-of-play/:entityType/:entityId',
    element: <ProofOfPlayReportPage />,
  },
  { path: 'admin/device-commands', element: <AdminDeviceCommandsPage /> },
];
