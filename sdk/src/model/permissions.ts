// Permission keys, one string per flag a user role can hold, grouped by what they guard
// (devices, content types, integrations, account, partner accounts).

export const PERMISSIONS = {
  device: {
    read: 'device:read',
    configure: 'device:configure',
    manageContent: 'device:manage-content',
    delete: 'device:delete',
    register: 'device:register',
  },
  playlist: { read: 'playlist:read', update: 'playlist:update', delete: 'playlist:delete' },
  scene: { read: 'scene:read', update: 'scene:update', delete: 'scene:delete' },
  app: { read: 'app:read', update: 'app:update', delete: 'app:delete' },
  media: { read: 'media:read', update: 'media:update', delete: 'media:delete' },
  integrations: {
    menuBoardLocationRead: 'integrations:menu-board-location:read',
    menuBoardLocationUpdate: 'integrations:menu-board-location:update',
    menuBoardLocationDelete: 'integrations:menu-board-location:delete',
    menuBoardRead: 'integrations:menu-board:read',
    menuBoardUpdate: 'integrations:menu-board:update',
    menuBoardDelete: 'integrations:menu-board:delete',
    customerFeedbackRead: 'integrations:customer-feedback:read',
    sensorAnalyticsRead: 'integrations:sensor-analytics:read',
  },
  account: { manage: 'account:manage', manageBilling: 'account:manage-billing' },
  partnerAccounts: {
    read: 'partner-accounts:read',
    create: 'partner-accounts:create',
    update: 'partner-accounts:update',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type Permission = Leaves<typeof PERMISSIONS>;

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS).flatMap((group) =>
  Object.values<Permission>(group),
);

export const ROLES = ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_GOD'] as const;
export type Role = (typeof ROLES)[number];

/** ROLE_GOD counts as admin and god-level; ROLE_ADMIN counts as admin. */
export const isAdminRole = (role: Role): boolean => role === 'ROLE_ADMIN' || role === 'ROLE_GOD';
export const isGodRole = (role: Role): boolean => role === 'ROLE_GOD';

/** The integrations area is visible if any of its four reads is held. */
export const canViewIntegrations = (held: ReadonlySet<string>): boolean =>
  [
    PERMISSIONS.integrations.menuBoardLocationRead,
    PERMISSIONS.integrations.menuBoardRead,
    PERMISSIONS.integrations.customerFeedbackRead,
    PERMISSIONS.integrations.sensorAnalyticsRead,
  ].some((p) => held.has(p));
