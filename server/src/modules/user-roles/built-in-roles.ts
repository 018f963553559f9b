import { ALL_PERMISSIONS, PERMISSIONS, type Permission } from '@marquee/sdk/model';

/** Built-in roles every new account gets; they cannot be edited or deleted. */
export const BUILT_IN_ROLES: { name: string; permissions: readonly Permission[] }[] = [
  { name: 'Administrator', permissions: ALL_PERMISSIONS },
  {
    name: 'Viewer',
    permissions: [
      PERMISSIONS.device.read,
      PERMISSIONS.playlist.read,
      PERMISSIONS.scene.read,
      PERMISSIONS.app.read,
      PERMISSIONS.media.read,
    ],
  },
];
