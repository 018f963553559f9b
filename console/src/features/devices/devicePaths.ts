// Addresses of the pages about one screen, so links to them are built in one place.

/** Query parameter of /admin/device-commands that narrows the list to one screen. */
export const COMMANDS_DEVICE_PARAM = 'deviceId';

/** The admins' command history, narrowed to one screen. */
export const deviceCommandsPath = (deviceId: string): string =>
  `/admin/device-commands?${new URLSearchParams({ [COMMANDS_DEVICE_PARAM]: deviceId }).toString()}`;

/** The proof-of-play report of one screen (route declared in screensRoutes.tsx). */
export const deviceReportPath = (deviceId: string): string =>
  `/data-integrations/proof-of-play/device/${encodeURIComponent(deviceId)}`;

/** The screen groups page, and one group's page (routes declared in screensRoutes.tsx). */
export const SCREEN_GROUPS_PATH = '/screen-groups';
export const screenGroupPath = (groupId: string): string =>
  `${SCREEN_GROUPS_PATH}/${encodeURIComponent(groupId)}`;

/** The emergency broadcast page (route declared by the broadcasts feature). */
export const BROADCAST_PATH = '/broadcast';

/** Screens and groups: the two pages of the fleet, as a section's links. */
export const FLEET_LINKS = [
  // The home page is the screens list.
  { path: '/devices', label: 'Screens', alsoAt: ['/'] },
  { path: SCREEN_GROUPS_PATH, label: 'Groups' },
  { path: BROADCAST_PATH, label: 'Broadcast' },
] as const;
